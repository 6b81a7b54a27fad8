// GROQ-powered webhooks of the local Content Lake, configured as in Sanity's project settings (kept with their
// secrets in content/.webhooks.json, never in Git). After each commit the lake sends every change they pick, signed,
// and retries a receiver that fails; every attempt is logged.
//
//   npm run lake:webhook -- add --url <url> [--name <naam>] [--on create,update,delete] [--filter '<GROQ>']
//                             [--projection '<GROQ>'] [--secret <geheim>] [--include-drafts]
//   npm run lake:webhook -- list                 every webhook (secrets hidden)
//   npm run lake:webhook -- remove <id>
//   npm run lake:webhook -- log [--limit 50]     the last deliveries: when, which document, attempt, outcome
//
// With STROOMPLEIN_CONTENT_DIR the webhooks of that content folder (as the site's).
import { commandLine, contentDir } from './lib/lake-script.mjs';
import { addWebhook, readDeliveryLog, readWebhooks, removeWebhook } from '../lake/webhook-config.mjs';

const USAGE =
  'Gebruik: npm run lake:webhook -- add --url <url> [--on create,update,delete] [--filter …] [--projection …] [--secret …] | list | remove <id> | log [--limit N]';

const { positionals, values } = commandLine(
  {
    url: { type: 'string' },
    name: { type: 'string' },
    on: { type: 'string' },
    filter: { type: 'string' },
    projection: { type: 'string' },
    secret: { type: 'string' },
    'include-drafts': { type: 'boolean' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
  },
  USAGE,
);
const [command, id] = positionals;

if (command === 'add' && values.url) {
  try {
    const webhook = addWebhook(contentDir, {
      url: values.url,
      name: values.name,
      on: values.on?.split(',').map((operation) => operation.trim()),
      filter: values.filter,
      projection: values.projection,
      secret: values.secret,
      includeDrafts: values['include-drafts'],
    });
    console.log(
      values.json ? JSON.stringify(webhook) : `Webhook ${webhook.id} (${webhook.name}) toegevoegd.`,
    );
  } catch (error) {
    console.error(`Geen webhook toegevoegd: ${error.message}.`);
    process.exit(2);
  }
} else if (command === 'list') {
  const webhooks = readWebhooks(contentDir).map(({ secret, ...webhook }) => ({
    ...webhook,
    signed: Boolean(secret),
  }));
  if (values.json) console.log(JSON.stringify(webhooks));
  else if (!webhooks.length) console.log('Nog geen webhooks.');
  else {
    for (const webhook of webhooks) {
      console.log(
        `${webhook.id}  ${webhook.name}  → ${webhook.url}\n    bij ${webhook.on.join(', ')}; filter ${webhook.filter || '(alle documenten)'}; projectie ${webhook.projection || '(het hele document)'}; ${webhook.includeDrafts ? 'met' : 'zonder'} concepten; ${webhook.signed ? 'ondertekend' : 'niet ondertekend'}`,
      );
    }
  }
} else if (command === 'remove' && id) {
  if (removeWebhook(contentDir, id)) console.log(`Webhook ${id} is verwijderd.`);
  else {
    console.error(`Er is geen webhook met id ${id}.`);
    process.exit(1);
  }
} else if (command === 'log') {
  const limit = Number(values.limit ?? 50);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error('--limit moet een positief geheel getal zijn.');
    process.exit(2);
  }
  const deliveries = readDeliveryLog(contentDir, limit);
  if (values.json) console.log(JSON.stringify(deliveries));
  else if (!deliveries.length) console.log('Nog geen leveringen.');
  else {
    const outcome = { delivered: 'afgeleverd', retrying: 'opnieuw geprobeerd', failed: 'opgegeven' };
    for (const entry of deliveries) {
      console.log(
        `${entry.at}  ${entry.webhookId}  ${entry.operation} ${entry.documentId}  poging ${entry.attempt}: ${outcome[entry.outcome]} (${entry.status ?? entry.error ?? '?'}, ${entry.ms} ms)`,
      );
    }
  }
} else {
  console.error(USAGE);
  process.exit(2);
}
