import 'server-only';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { lakeHost } from './host';
import { isDraftId, isVersionId } from './ids';
import { LAKE_PROJECT_ID } from './project';
import { isPublishedDocumentId } from './query';
import { operationOf, type DocumentChange } from './store';
import { transactionSyncTags } from './sync-tags';
import type { CommittedTransaction } from './transactions';
import {
  currentWebhooks,
  webhookDeliveryLogPath,
  type Webhook,
  type WebhookDeliveryRecord,
  type WebhookOperation,
} from './webhook-config.mjs';

/**
 * Delivers the configured webhooks (webhook-config.mjs) after each commit, as Sanity's GROQ-powered webhooks do:
 * one POST per changed document that the operation and filter pick, its body the projection, signed with the
 * webhook's secret in the `sanity-webhook-signature` header that `@sanity/webhook` checks. A receiver that fails
 * (no answer within 10 s, a 5xx, 408 or 429) is tried again after 1, 2, 4 … 60 s, for about half an hour; other
 * answers are final. Each webhook has a queue of its own on the instance that committed, in commit order; a commit
 * only adds to it, so a failing receiver never holds a write up. Every attempt is logged (`npm run lake:webhook --
 * log`). Deliveries still waiting when the instance stops are not sent.
 */

const TIMEOUT_MS = 10_000;
const MAX_DELAY_MS = 60_000;
const MAX_ATTEMPTS = 35;

interface Delivery {
  deliveryId: string;
  webhook: Webhook;
  documentId: string;
  operation: WebhookOperation;
  transaction: CommittedTransaction;
  body: string;
  attempt: number;
}

// On globalThis: the routes that commit are bundled apart but share one queue per webhook in a process.
const state = globalThis as typeof globalThis & {
  __stroompleinWebhookQueues?: Map<string, { deliveries: Delivery[]; running: boolean }>;
};
const queues = (state.__stroompleinWebhookQueues ??= new Map());

/**
 * The webhook's body for one change, or undefined when its filter does not pick the change. A projection that gives
 * an object also carries the sync tags the change expired (`syncTags`), as a sync-tag invalidation sends them: a
 * site that caches by sync tag needs no other message.
 */
async function bodyFor(webhook: Webhook, change: DocumentChange): Promise<string | undefined> {
  const { id, before, after } = change;
  const document = after ?? before;
  const tree = parse(`*[${webhook.filter || 'true'}]${webhook.projection}`, { mode: 'delta' });
  const result = await (await evaluate(tree, { dataset: [document], before, after })).get();
  if (!Array.isArray(result) || result.length === 0) return undefined;
  const [projected] = result as unknown[];
  const isObject = typeof projected === 'object' && projected !== null && !Array.isArray(projected);
  const namespace = isPublishedDocumentId(id) ? 'published' : 'drafts';
  return JSON.stringify(
    isObject ? { ...projected, syncTags: transactionSyncTags([change])[namespace] } : projected,
  );
}

/** Queues the deliveries a commit calls for; returns at once. */
export async function queueWebhooks(transaction: CommittedTransaction): Promise<void> {
  const webhooks = currentWebhooks(lakeHost().dataset.directory);
  for (const webhook of webhooks) {
    for (const change of transaction.changes) {
      const { id, before, after } = change;
      if (!webhook.includeDrafts && (isDraftId(id) || isVersionId(id))) continue;
      const operation = operationOf(before, after);
      if (!webhook.on.includes(operation)) continue;
      let body: string | undefined;
      try {
        body = await bodyFor(webhook, change);
      } catch (error) {
        // Checked when it was added; a document the expression cannot take is logged, never thrown at the editor.
        record(
          {
            deliveryId: `${transaction.transactionId}-${id}`,
            webhook,
            documentId: id,
            operation,
            attempt: 0,
          },
          { outcome: 'failed', status: null, error: `GROQ: ${(error as Error).message}`, ms: 0 },
        );
        continue;
      }
      if (body === undefined) continue;
      enqueue({
        deliveryId: `${webhook.id}-${transaction.transactionId}-${id}`,
        webhook,
        documentId: id,
        operation,
        transaction,
        body,
        attempt: 0,
      });
    }
  }
}

function enqueue(delivery: Delivery) {
  let queue = queues.get(delivery.webhook.id);
  if (!queue) queues.set(delivery.webhook.id, (queue = { deliveries: [], running: false }));
  queue.deliveries.push(delivery);
  if (!queue.running) {
    queue.running = true;
    setTimeout(() => void drain(delivery.webhook.id), 0);
  }
}

async function drain(webhookId: string) {
  const queue = queues.get(webhookId);
  if (!queue) return;
  const delivery = queue.deliveries[0];
  if (!delivery) {
    queue.running = false;
    return;
  }
  const retryAfter = await attempt(delivery);
  if (retryAfter === null) {
    queue.deliveries.shift();
    setTimeout(() => void drain(webhookId), 0);
  } else {
    setTimeout(() => void drain(webhookId), retryAfter).unref();
  }
}

/** Sends one attempt; the wait before the next, or null when the delivery is done (delivered or given up). */
async function attempt(delivery: Delivery): Promise<number | null> {
  delivery.attempt++;
  const { webhook, transaction } = delivery;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Stroomplein lokale Content Lake webhooks',
    'idempotency-key': delivery.deliveryId,
    'sanity-project-id': LAKE_PROJECT_ID,
    'sanity-dataset': lakeHost().dataset.name,
    'sanity-document-id': delivery.documentId,
    'sanity-operation': delivery.operation,
    'sanity-transaction-id': transaction.transactionId,
    'sanity-transaction-time': transaction.timestamp,
    'sanity-webhook-id': webhook.id,
  };
  // Signed anew for each attempt, as the receiver may reject an old timestamp.
  if (webhook.secret) {
    headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(delivery.body, Date.now(), webhook.secret);
  }
  const started = performance.now();
  let status: number | null = null;
  let error: string | undefined;
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body: delivery.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.arrayBuffer().catch(() => undefined);
  } catch (failure) {
    error =
      (failure as Error).name === 'TimeoutError'
        ? `geen antwoord binnen ${TIMEOUT_MS / 1000} s`
        : String((failure as Error).cause ?? failure);
  }
  const ms = Math.round(performance.now() - started);
  if (status !== null && status < 300) {
    record(delivery, { outcome: 'delivered', status, ms });
    return null;
  }
  const retryable = status === null || status >= 500 || status === 408 || status === 429;
  if (!retryable || delivery.attempt >= MAX_ATTEMPTS) {
    record(delivery, { outcome: 'failed', status, error, ms });
    return null;
  }
  record(delivery, { outcome: 'retrying', status, error, ms });
  return Math.min(1_000 * 2 ** (delivery.attempt - 1), MAX_DELAY_MS);
}

function record(
  delivery: Pick<Delivery, 'deliveryId' | 'webhook' | 'documentId' | 'operation' | 'attempt'>,
  result: Pick<WebhookDeliveryRecord, 'outcome' | 'status' | 'error' | 'ms'>,
) {
  const entry: WebhookDeliveryRecord = {
    at: new Date().toISOString(),
    webhookId: delivery.webhook.id,
    deliveryId: delivery.deliveryId,
    documentId: delivery.documentId,
    operation: delivery.operation,
    attempt: delivery.attempt,
    ...result,
  };
  const file = webhookDeliveryLogPath(lakeHost().dataset.directory);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // One short line appended with O_APPEND: lines of several instances do not interleave.
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  } catch (failure) {
    console.error('Lokale Content Lake: kon de webhooklevering niet loggen', failure);
  }
}
