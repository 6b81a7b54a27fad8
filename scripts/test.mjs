// `npm test`: every check, phase by phase, stopping after the first phase that fails, then the wall time of each
// phase (a phase that grows is worth a look).
import { exec, execSync } from 'node:child_process';

// A step is a command, or a list of commands run side by side, so that the cores one of them leaves idle (the type
// checker and the linters are single-threaded, the unit tests wait on child processes) go to the others; their
// output is printed as each one ends.
const phases = [
  // The system packages (apt, mostly waiting on downloads) are for the end-to-end tests; they install beside the
  // rest. The builds skip their own type check: the type checker beside them checks the same code.
  [
    'system packages, typecheck, lint, unpatched dependencies, unit tests and builds',
    [
      [
        'node scripts/ensure-test-tools.mjs',
        'npm run typecheck',
        'npm run lint',
        'npm run check:vendor',
        'npm run test:unit',
        'STROOMPLEIN_TYPES_CHECKED=1 node scripts/build-e2e.mjs',
      ],
    ],
  ],
  [
    'end-to-end tests',
    ['playwright test', 'node scripts/crash-safety-test.mjs', 'node scripts/cluster-test.mjs'],
  ],
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs `commands` at once; once all have ended, names the ones that failed and stops the run. */
async function sideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      (command) =>
        new Promise((resolve) => {
          const started = Date.now();
          exec(command, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
            process.stdout.write(`\n> ${command} (${seconds(started)} s)\n${stdout}`);
            process.stderr.write(stderr);
            resolve(error ? command : null);
          });
        }),
    ),
  );
  const failed = results.filter(Boolean);
  if (failed.length) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

const timings = [];
for (const [name, steps] of phases) {
  const started = Date.now();
  for (const step of steps) {
    if (Array.isArray(step)) await sideBySide(step);
    else execSync(step, { stdio: 'inherit' });
  }
  timings.push(`${name} ${seconds(started)} s`);
}
console.log(`\nPhase times: ${timings.join(' · ')}`);
