import 'server-only';
import { defineLive } from 'next-sanity/live';
import { contentClient, sanityFetchToken } from './client';

/**
 * next-sanity's content road for pages and layouts: `sanityFetch` caches each answer in Next's data cache under the
 * answer's sync tags (prefixed `sanity:`). <SanityLive> is placed by the draft-mode tools with the site's own lake
 * address (components/content/draft-mode-ui.tsx), not from here: this client's host is the in-process one.
 */
export const { sanityFetch } = defineLive({
  client: contentClient,
  serverToken: sanityFetchToken ?? false,
  browserToken: false,
});
