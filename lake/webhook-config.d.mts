/** See webhook-config.mjs: the local lake's webhooks and their delivery log. */
export type WebhookOperation = 'create' | 'update' | 'delete';

export interface Webhook {
  id: string;
  name: string;
  url: string;
  on: WebhookOperation[];
  /** A GROQ filter (`_type == "page"`); empty: every document. `before()` and `after()` are available. */
  filter: string;
  /** A GROQ projection (`{_id, _type}`); empty: the whole document. */
  projection: string;
  includeDrafts: boolean;
  secret: string | null;
  createdAt: string;
}

export interface WebhookInput {
  url: string;
  name?: string;
  on?: string[];
  filter?: string;
  projection?: string;
  includeDrafts?: boolean;
  secret?: string;
}

export interface WebhookDeliveryRecord {
  at: string;
  webhookId: string;
  deliveryId: string;
  documentId: string;
  operation: WebhookOperation;
  attempt: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  status: number | null;
  error?: string;
  ms: number;
}

export const WEBHOOK_OPERATIONS: WebhookOperation[];
export function webhooksPath(contentDir: string): string;
export function webhookDeliveryLogPath(contentDir: string): string;
export function readWebhooks(contentDir: string): Webhook[];
export function currentWebhooks(contentDir: string): Webhook[];
export function addWebhook(contentDir: string, input: WebhookInput): Webhook;
export function removeWebhook(contentDir: string, id: string): boolean;
export function readDeliveryLog(contentDir: string, limit: number): WebhookDeliveryRecord[];
