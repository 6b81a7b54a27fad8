import { expect, test } from '@playwright/test';
// @ts-expect-error -- a plain ES module script without type declarations.
import { runHostilePayloads } from '../../scripts/form-payloads.mjs';
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
  const report = (await runHostilePayloads(DEFAULT_URL)) as Report;
  expect(report.controlsStored).toBe(4);
  expect(report.sent).toBeGreaterThanOrEqual(200);
  expect(report.accepted).toEqual([]);
  expect(report.refused).toBe(report.sent);
  expect(report.stored).toBe(0);
});
