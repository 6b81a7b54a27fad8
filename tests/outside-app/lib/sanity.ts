import { createClient } from 'next-sanity';
import { defineLive } from 'next-sanity/live';

const apiHost = process.env.SANITY_API_HOST;

/** The Content Lake client, configured by the environment alone (another API host: the local lake). */
export const client = createClient({
  projectId: process.env.SANITY_PROJECT_ID ?? 'stroomplein-lokaal',
  dataset: process.env.SANITY_DATASET ?? 'production',
  apiVersion: '2025-02-19',
  useCdn: false,
  ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  stega: { studioUrl: process.env.SANITY_STUDIO_URL ?? '/studio' },
});

/** A viewer token: draft mode reads drafts with it, and <SanityLive> hears them. */
export const readToken = process.env.SANITY_API_READ_TOKEN;

export const { sanityFetch, SanityLive } = defineLive({
  client,
  serverToken: readToken ?? false,
  browserToken: readToken ?? false,
});
