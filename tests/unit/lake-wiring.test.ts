import { afterEach, describe, expect, it, vi } from 'vitest';

// The schedule lives as long as the process: the timer it leaves on globalThis says whether it started.
const schedule = globalThis as { __stroompleinReleaseScheduler?: ReturnType<typeof setInterval> };

async function loadWiring(projectId: string): Promise<void> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', projectId);
  await import('@/lib/server/lake-wiring');
}

describe('the lake wiring', () => {
  afterEach(() => {
    clearInterval(schedule.__stroompleinReleaseScheduler);
    delete schedule.__stroompleinReleaseScheduler;
    vi.unstubAllEnvs();
  });

  it('starts the release schedule on the embedded default', async () => {
    await loadWiring('');
    expect(schedule.__stroompleinReleaseScheduler).toBeDefined();
  });

  it('starts no release schedule on the hosted road, where hosted Sanity runs it', async () => {
    await loadWiring('abc123');
    expect(schedule.__stroompleinReleaseScheduler).toBeUndefined();
  });
});
