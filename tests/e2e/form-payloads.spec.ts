import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEFAULT_URL } from './fixtures';

interface Report {
  controlsStored: number;
  sent: number;
  refused: number;
  stored: number;
  accepted: { action: string; label: string }[];
}

test('hostile payloads posted straight to the server actions are all refused, nothing stored', async () => {
  test.setTimeout(120_000);
  // The script as a reviewer runs it (scripts/form-payloads.mjs), against the e2e server and its emulators.
  const output = execFileSync(process.execPath, ['scripts/form-payloads.mjs', DEFAULT_URL, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Report;
  expect(report.controlsStored).toBe(4);
  expect(report.sent).toBeGreaterThanOrEqual(200);
  expect(report.accepted).toEqual([]);
  expect(report.refused).toBe(report.sent);
  expect(report.stored).toBe(0);
});
