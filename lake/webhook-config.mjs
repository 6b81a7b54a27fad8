// The local Content Lake's GROQ-powered webhooks, configured as a project's webhooks in Sanity: a URL, the
// operations and a GROQ filter that pick the changes, a projection that shapes the body, and a secret that signs it.
// Kept in the content folder (secrets: never in Git); their deliveries are logged beside the history. Plain
// JavaScript: `npm run lake:webhook` uses it without a build, the lake (webhooks.ts) through its types.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'groq-js';
import { readSettings, settingsWhileUnchanged, writeSettings } from './settings-file.mjs';

export const WEBHOOK_OPERATIONS = ['create', 'update', 'delete'];

/** @param {string} contentDir */
export function webhooksPath(contentDir) {
  return path.join(contentDir, '.webhooks.json');
}

/** @param {string} contentDir */
export function webhookDeliveryLogPath(contentDir) {
  return path.join(contentDir, '.history', 'webhook-deliveries.ndjson');
}

/** @param {string} contentDir @returns {import('./webhook-config.d.mts').Webhook[]} */
export const readWebhooks = (contentDir) => readSettings(webhooksPath(contentDir));

/** The configured webhooks, read again only when the file changed (one stat a commit). @param {string} contentDir */
export function currentWebhooks(contentDir) {
  return settingsWhileUnchanged(webhooksPath(contentDir), (webhooks) => webhooks);
}

/**
 * A new webhook, checked as Sanity checks one: an http(s) URL, known operations, a filter and projection that parse.
 * @param {string} contentDir
 * @param {import('./webhook-config.d.mts').WebhookInput} input
 */
export function addWebhook(contentDir, input) {
  let url;
  try {
    url = new URL(input.url);
  } catch {
    throw new Error(`"${input.url}" is geen geldig adres`);
  }
  if (!['http:', 'https:'].includes(url.protocol))
    throw new Error('het adres moet met http:// of https:// beginnen');
  const on = input.on?.length ? input.on : WEBHOOK_OPERATIONS;
  const unknown = on.filter((operation) => !WEBHOOK_OPERATIONS.includes(operation));
  if (unknown.length) throw new Error(`onbekende bewerking ${unknown.join(', ')} (create, update of delete)`);
  const filter = input.filter?.trim() || '';
  const projection = input.projection?.trim() || '';
  try {
    parse(`*[${filter || 'true'}]${projection}`, { mode: 'delta' });
  } catch (error) {
    throw new Error(`filter of projectie is geen geldige GROQ: ${/** @type {Error} */ (error).message}`);
  }
  const webhook = {
    id: randomUUID().slice(0, 8),
    name: input.name?.trim() || url.host,
    url: url.href,
    on: /** @type {import('./webhook-config.d.mts').WebhookOperation[]} */ (on),
    filter,
    projection,
    includeDrafts: Boolean(input.includeDrafts),
    secret: input.secret || null,
    createdAt: new Date().toISOString(),
  };
  writeSettings(webhooksPath(contentDir), [...readWebhooks(contentDir), webhook]);
  return webhook;
}

/** @param {string} contentDir @param {string} id */
export function removeWebhook(contentDir, id) {
  const webhooks = readWebhooks(contentDir);
  const kept = webhooks.filter((webhook) => webhook.id !== id);
  if (kept.length === webhooks.length) return false;
  writeSettings(webhooksPath(contentDir), kept);
  return true;
}

/**
 * The last `limit` deliveries logged, oldest first.
 * @param {string} contentDir
 * @param {number} limit
 */
export function readDeliveryLog(contentDir, limit) {
  const file = webhookDeliveryLogPath(contentDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(-limit)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        // A line cut off by a crash mid-append.
        return [];
      }
    });
}
