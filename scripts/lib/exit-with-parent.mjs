// Preloaded (`node --import`) into a child that runs in a process group of its own and must still not outlive the
// script that started it, however that script ends (kill -9 included). The parent holds the other end of the child's
// stdin, which the kernel closes when the parent exits: end of input means the parent is gone, or stopping the child.
import { fstatSync } from 'node:fs';

const stdin = fstatSync(0);
// Only a pipe says anything about the parent: /dev/null would end at once.
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.once('end', () => process.exit(0));
  process.stdin.once('error', () => process.exit(0));
  process.stdin.resume();
  // The child's own work decides how long it runs; waiting for input must not keep it alive.
  process.stdin.unref?.();
}
