// API tokens of the local Content Lake (stored hashed in content/.api-tokens.json), as a project's tokens in Sanity:
// sent as `Authorization: Bearer <token>`, a viewer token reads drafts and versions, an editor token also writes.
//
//   npm run lake:token -- create --role viewer|editor --label "<naam>"   prints the token, once
//   npm run lake:token -- list                                          every token: id, role, name, made, revoked
//   npm run lake:token -- revoke <id>                                   refused from the next request on
//
// With STROOMPLEIN_CONTENT_DIR the tokens of that content folder (as the site's).
import { commandLine, contentDir } from './lib/lake-script.mjs';
import { createApiToken, listApiTokens, revokeApiToken } from '../lake/api-tokens.mjs';

const USAGE =
  'Gebruik: npm run lake:token -- create --role viewer|editor --label "<naam>" | list | revoke <id>';

const { positionals, values } = commandLine(
  { role: { type: 'string' }, label: { type: 'string' }, json: { type: 'boolean' } },
  USAGE,
);
const [command, id] = positionals;

if (command === 'create') {
  try {
    const token = createApiToken(contentDir, { role: values.role ?? '', label: values.label ?? '' });
    if (values.json) console.log(JSON.stringify(token));
    else {
      console.log(
        `Token ${token.id} (${token.role}, "${token.label}") gemaakt. Bewaar het nu; het wordt niet opnieuw getoond:`,
      );
      console.log(token.secret);
    }
  } catch (error) {
    console.error(`Geen token gemaakt: ${error.message}.\n${USAGE}`);
    process.exit(2);
  }
} else if (command === 'list') {
  const tokens = listApiTokens(contentDir);
  if (values.json) console.log(JSON.stringify(tokens));
  else if (!tokens.length) console.log('Nog geen tokens.');
  else {
    for (const token of tokens) {
      const state = token.revokedAt ? `ingetrokken ${token.revokedAt}` : 'actief';
      console.log(
        `${token.id}  ${token.role.padEnd(6)}  ${token.label}  (gemaakt ${token.createdAt}; ${state})`,
      );
    }
  }
} else if (command === 'revoke' && id) {
  if (revokeApiToken(contentDir, id)) console.log(`Token ${id} is ingetrokken.`);
  else {
    console.error(`Er is geen token met id ${id}.`);
    process.exit(1);
  }
} else {
  console.error(USAGE);
  process.exit(2);
}
