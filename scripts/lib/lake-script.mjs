// What the lake's operator scripts (lake:history, lake:token, lake:webhook) share: the content folder they work on
// and their command line.
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The site's content folder, or STROOMPLEIN_CONTENT_DIR's (as the site reads it). */
export const contentDir = path.resolve(
  process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(import.meta.dirname, '..', '..', 'content'),
);

/**
 * The command line parsed with `options`; on an unknown or malformed option the script says so with its usage and
 * stops.
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {string} usage
 */
export function commandLine(options, usage) {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
}
