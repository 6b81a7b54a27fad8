import { vi } from 'vitest';
import type { ClientPerspective, QueryParams } from 'next-sanity';

/**
 * Reads as the site's server reads: its content client, answered in process by the local lake over `folder` (the
 * bundled content/ by default), in the perspective asked; drafts and releases with the site's own token.
 */
export async function contentReader(folder?: string) {
  vi.resetModules();
  if (folder) vi.stubEnv('STROOMPLEIN_CONTENT_DIR', folder);
  await import('@/lib/server/content/lake-transport');
  const { contentClient, sanityFetchToken } = await import('@/lib/server/content/client');
  return <T>(query: string, params: QueryParams = {}, perspective: ClientPerspective = 'published') =>
    contentClient.fetch<T>(query, params, {
      perspective,
      useCdn: false,
      token: perspective === 'published' ? undefined : sanityFetchToken,
    });
}
