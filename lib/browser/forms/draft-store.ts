import type { FormValues } from '@/lib/domain/forms/definitions';

/**
 * What a visitor typed into a form, kept in sessionStorage so a reload or back/forward loses nothing. It lives
 * only as long as the tab's session and is cleared once the form is stored. Components read it through
 * `useSyncExternalStore`, so every snapshot of the same text is the same object.
 */

export interface Draft {
  values: FormValues;
  /** One per filled-in form: a repeated submit of the same form is stored once. */
  idempotencyKey: string;
}

const listeners = new Map<string, Set<() => void>>();
const parsed = new Map<string, { raw: string; draft: Draft }>();

const storageKey = (form: string) => `stroomplein-formulier-${form}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked (privacy settings): the form still works, it just does not survive a reload.
  }
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const { values, idempotencyKey } = value as Partial<Draft>;
  return (
    typeof idempotencyKey === 'string' &&
    !!values &&
    typeof values === 'object' &&
    Object.values(values).every((entry) => typeof entry === 'string' || typeof entry === 'boolean')
  );
}

const memory = new Map<string, string>();

export function readDraft(form: string): Draft | null {
  const raw = storage()?.getItem(storageKey(form)) ?? memory.get(form) ?? null;
  if (raw === null) return null;
  const cached = parsed.get(form);
  if (cached?.raw === raw) return cached.draft;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isDraft(value)) return null;
    parsed.set(form, { raw, draft: value });
    return value;
  } catch {
    return null;
  }
}

function notify(form: string) {
  listeners.get(form)?.forEach((listener) => listener());
}

export function writeDraft(form: string, draft: Draft): void {
  const raw = JSON.stringify(draft);
  memory.set(form, raw);
  try {
    storage()?.setItem(storageKey(form), raw);
  } catch {
    // Quota or privacy mode: the in-memory copy still serves this page view.
  }
  notify(form);
}

export function clearDraft(form: string): void {
  memory.delete(form);
  parsed.delete(form);
  storage()?.removeItem(storageKey(form));
  notify(form);
}

export function subscribeDraft(form: string, listener: () => void): () => void {
  const set = listeners.get(form) ?? new Set();
  set.add(listener);
  listeners.set(form, set);
  return () => set.delete(listener);
}

/** A fresh idempotency key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
