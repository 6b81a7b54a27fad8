import 'server-only';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from '@/lib/server/firebase/admin';
import { withinDeadline } from '@/lib/server/firebase/deadline';
import { siteOfRequest } from '@/lib/server/market';
import type { NumberLocale } from '@/lib/domain/markets';
import { describeSubmission } from '@/lib/domain/forms/summary';

/** Where each public form's submissions are stored (Firestore, through the admin SDK only). */
export const FORM_COLLECTIONS = {
  buyer: 'buyerApplications',
  seller: 'sellerApplications',
  contact: 'contactMessages',
  newsletter: 'newsletterSubscriptions',
} as const;
export type FormKind = keyof typeof FORM_COLLECTIONS;

/** The status every submission starts with; the team moves it on in the back office. */
export const RECEIVED_STATUS = 'ontvangen';

/** A document id derived from a value that must not be stored twice (an e-mail address), without exposing it. */
export function hashedId(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * Stores a submission under `id` unless a document with that id exists: a repeated submit (double click,
 * retry after a network error, the same address twice) stores once. Returns whether this call stored it.
 */
export async function storeOnce(
  kind: FormKind,
  id: string,
  fields: Record<string, unknown>,
  uid: string | null,
): Promise<boolean> {
  // The market the visitor was on: its host's, as the page showed it.
  const market = (await siteOfRequest()).market.id;
  const database = adminFirestore();
  const reference = database.collection(FORM_COLLECTIONS[kind]).doc(id);
  const stored = database.runTransaction(async (transaction) => {
    if ((await transaction.get(reference)).exists) return false;
    transaction.set(reference, {
      ...fields,
      status: RECEIVED_STATUS,
      market,
      uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  // A submission stored after the deadline is not lost: the visitor's form keeps it and a second send, with the
  // same id, finds it stored.
  return withinDeadline(stored, 'De aanvraag bewaren');
}

const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * Counts an attempt for `key` (an e-mail address) in a fixed window and says whether it is still allowed.
 * Kept in Firestore so the limit holds across server instances and restarts.
 */
export async function allowAttempt(
  scope: FormKind,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<boolean> {
  const database = adminFirestore();
  const reference = database.collection(RATE_LIMIT_COLLECTION).doc(hashedId(scope, key));
  const allowed = database.runTransaction(async (transaction) => {
    const now = Date.now();
    const data = (await transaction.get(reference)).data();
    const windowStart = data?.windowStart instanceof Timestamp ? data.windowStart.toMillis() : 0;
    const count = typeof data?.count === 'number' && now - windowStart < windowMs ? data.count : 0;
    if (count >= limit) return false;
    transaction.set(reference, {
      scope,
      count: count + 1,
      windowStart: count === 0 ? Timestamp.fromMillis(now) : Timestamp.fromMillis(windowStart),
    });
    return true;
  });
  return withinDeadline(allowed, 'De pogingen tellen');
}

export interface StoredSubmission {
  id: string;
  kind: FormKind;
  status: string;
  createdAt: string | null;
  title: string;
  summary: string;
}

/** A signed-in user's buyer and seller applications and contact messages, newest first, numbers in `locale`. */
export async function listSubmissions(uid: string, locale: NumberLocale): Promise<StoredSubmission[]> {
  const kinds = ['buyer', 'seller', 'contact'] as const;
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      // No orderBy: an equality filter with a sort on another field would need a composite index.
      const snapshot = await withinDeadline(
        adminFirestore().collection(FORM_COLLECTIONS[kind]).where('uid', '==', uid).get(),
        'De aanvragen lezen',
      );
      return snapshot.docs.map((document): StoredSubmission => {
        const data = document.data();
        return {
          id: document.id,
          kind,
          status: typeof data.status === 'string' ? data.status : RECEIVED_STATUS,
          createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : null,
          ...describeSubmission(kind, data, locale),
        };
      });
    }),
  );
  return lists.flat().sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
