// The local Content Lake's CORS origins (content/.cors-origins.json), as a project's CORS list in Sanity: the
// browser origins besides the site's own that may read the lake's answers, such as a standalone Studio. Without
// --credentials an origin reads published content only; with it, also with the caller's session or token.
//
//   npm run lake:cors -- add <origin> [--credentials]   adds it (again: with or without credentials from now on)
//   npm run lake:cors -- list                           every origin, and whether it may send credentials
//   npm run lake:cors -- remove <origin>                its browsers get no CORS headers from the next request on
//
// Until the first change the list holds http://localhost:3333 (`sanity dev`), with credentials. With
// STROOMPLEIN_CONTENT_DIR the list of that content folder (as the site's).
import { existsSync } from 'node:fs';
import { commandLine, contentDir } from './lib/lake-script.mjs';
import { addCorsOrigin, corsOriginsPath, readCorsOrigins, removeCorsOrigin } from '../lake/cors-origins.mjs';

const USAGE = 'Gebruik: npm run lake:cors -- add <origin> [--credentials] | list | remove <origin>';

const { positionals, values } = commandLine(
  { credentials: { type: 'boolean' }, json: { type: 'boolean' } },
  USAGE,
);
const [command, origin] = positionals;
const withOrWithout = (allowCredentials) => (allowCredentials ? 'met' : 'zonder');

if (command === 'add' && origin) {
  try {
    const entry = addCorsOrigin(contentDir, origin, { credentials: values.credentials });
    if (values.json) console.log(JSON.stringify(entry));
    else
      console.log(`${entry.origin} staat op de lijst, ${withOrWithout(entry.allowCredentials)} credentials.`);
  } catch (error) {
    console.error(`Niet toegevoegd: ${error.message}.\n${USAGE}`);
    process.exit(2);
  }
} else if (command === 'list') {
  const origins = readCorsOrigins(contentDir);
  if (values.json) console.log(JSON.stringify(origins));
  else {
    if (!existsSync(corsOriginsPath(contentDir)))
      console.log('Nog niets ingesteld; de standaardlijst geldt:');
    if (!origins.length) console.log('Geen origins: alleen de site zelf.');
    for (const entry of origins) {
      console.log(`${entry.origin}  ${withOrWithout(entry.allowCredentials)} credentials`);
    }
    console.log(
      'De eigen adressen van de site (NEXT_PUBLIC_SITE_URL en de markthosts) mogen altijd, met credentials.',
    );
  }
} else if (command === 'remove' && origin) {
  try {
    if (removeCorsOrigin(contentDir, origin)) console.log(`${origin} staat niet meer op de lijst.`);
    else {
      console.error(`${origin} staat niet op de lijst.`);
      process.exit(1);
    }
  } catch (error) {
    console.error(`Niet verwijderd: ${error.message}.\n${USAGE}`);
    process.exit(2);
  }
} else {
  console.error(USAGE);
  process.exit(2);
}
