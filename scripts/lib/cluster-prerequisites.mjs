// What npm run cluster and npm run chaos need before they start anything: redis-server, Varnish with its xkey
// module, and a build. Missing Debian packages are installed as npm test installs them (scripts/ensure-test-tools.mjs)
// when this runs as root; otherwise, and for the build (minutes of `npm run build`), the command is named.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  installCommand,
  installPackages,
  isRoot,
  missingPackages,
  SYSTEM_PARTS,
} from '../ensure-test-tools.mjs';

const LABELS = {
  redis: 'Redis (redis-server)',
  varnish: 'Varnish (varnishd)',
  xkey: 'De xkey-module van Varnish (varnish-modules)',
};

/**
 * One line for each part that is missing (after installing what can be, as root), empty when all is there. The
 * build is looked for where Next looks: NEXT_DIST_DIR (default .next) inside `root`.
 */
export function clusterPrerequisites({ root, redis = true, varnish = true }) {
  const parts = [...(redis ? ['redis'] : []), ...(varnish ? ['varnish', 'xkey'] : [])];
  const packages = missingPackages(parts);
  let tried = false;
  if (packages.length > 0 && isRoot()) {
    tried = true;
    try {
      installPackages(packages, 'Debian-pakketten voor de cluster installeren');
    } catch {
      // Named below, with the command to run by hand.
    }
  }
  const problems = parts
    .filter((part) => !SYSTEM_PARTS[part].present())
    .map(
      (part) =>
        `${LABELS[part]} ontbreekt${tried ? ' en kon niet geïnstalleerd worden' : ''}: ` +
        `installeer het met \`${installCommand(SYSTEM_PARTS[part].packages)}\`.`,
    );
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    const build = process.env.NEXT_DIST_DIR ? `NEXT_DIST_DIR=${distDir} npm run build` : 'npm run build';
    problems.push(`Geen build in ${distDir} (BUILD_ID ontbreekt): maak er een met \`${build}\`.`);
  }
  return problems;
}
