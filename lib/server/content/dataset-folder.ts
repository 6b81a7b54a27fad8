import 'server-only';
import path from 'node:path';

/** Where the bundled dataset lives; STROOMPLEIN_CONTENT_DIR points elsewhere (generated datasets, fault tests). */
export const CONTENT_DIR = process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(process.cwd(), 'content');
