import 'server-only';
import { fetchSecretQuery } from '@sanity/preview-url-secret/constants';
import { documentsFor, runQuery } from './query';

/**
 * Whether `secret` is a preview secret the Presentation tool stored in the local lake within the last hour: the
 * check next-sanity makes against the hosted Content Lake, with Sanity's own query, on the local store.
 */
export async function isValidPreviewSecret(secret: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(secret)) return false;
  const found = await runQuery(fetchSecretQuery, { secret }, documentsFor('raw'));
  return found !== null && found !== undefined;
}
