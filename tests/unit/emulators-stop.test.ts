import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { AUTH_EMULATOR_HOST } from '@/lib/domain/local-services.mjs';

const authAnswers = () =>
  fetch(`http://${AUTH_EMULATOR_HOST}/`).then(
    () => true,
    () => false,
  );

// A script that gives up while the emulators still seed their accounts (a bench whose port was taken) stops them:
// the Auth emulator must not stay behind, holding its port for the next run.
it('a stop while the emulators start leaves no Auth emulator running', async () => {
  const emulators = spawn(process.execPath, ['scripts/emulators.mjs', '--no-persist'], { stdio: 'ignore' });
  try {
    await expect.poll(authAnswers, { timeout: 60_000, interval: 100 }).toBe(true);
    emulators.kill('SIGTERM');
    await expect.poll(authAnswers, { timeout: 20_000, interval: 250 }).toBe(false);
  } finally {
    emulators.kill('SIGKILL');
  }
}, 90_000);
