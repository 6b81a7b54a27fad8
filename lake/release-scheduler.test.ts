import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { configureLake, lakeHost } from './host';
import { startReleaseScheduler } from './release-scheduler';
import { configureLakeForTests } from './test-host';

const schedule = globalThis as { __stroompleinReleaseScheduler?: NodeJS.Timeout };

afterEach(() => {
  clearInterval(schedule.__stroompleinReleaseScheduler);
  delete schedule.__stroompleinReleaseScheduler;
  vi.unstubAllEnvs();
});

it('a server told to stop while a tick is answered closes, though the schedule ticks on', async () => {
  let ticks = 0;
  let closed = false;
  const server = createServer((request, response) => {
    ticks++;
    // The stop comes while this tick is being answered: its connection is busy, not idle.
    if (ticks === 2) server.close(() => (closed = true));
    setTimeout(() => response.end(JSON.stringify({ next: null })), 100);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Only this server is asked: the bundled dataset is not touched.
  configureLakeForTests('content');
  configureLake({ ...lakeHost(), ownOrigin: () => origin });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  startReleaseScheduler();
  try {
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 4_000, interval: 100 });
    expect(ticks).toBe(2);
  } finally {
    server.closeAllConnections();
  }
});
