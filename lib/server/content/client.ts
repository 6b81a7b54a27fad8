import 'server-only';
import { createClient } from 'next-sanity';
import { BUILD_ID } from '@/lib/domain/build-info';
import {
  hostedClientConfig,
  isHostedContent,
  sanityApiVersion,
  sanityDataset,
} from '@/lib/domain/content/config';
import { LAKE_PROJECT_ID } from '@/lake/project';
import { stegaFilter } from '@/lib/shared/content/stega';
import { STUDIO_PATH } from '@/lib/domain/studio-access';
import { LAKE_IN_PROCESS_HOST, siteReadToken } from './lake-address';

/**
 * The one Content Lake client of the site's server: hosted Sanity when a project is configured, otherwise the local
 * lake, answered in process (lake-transport.ts). Same client, same answers, same sync tags on both.
 */
export const contentClient = createClient({
  ...(isHostedContent
    ? hostedClientConfig
    : {
        projectId: LAKE_PROJECT_ID,
        dataset: sanityDataset,
        apiVersion: sanityApiVersion,
        apiHost: LAKE_IN_PROCESS_HOST,
        useProjectHostname: false,
      }),
  useCdn: true,
  perspective: 'published',
  // Off but for an editor's draft mode, where source.ts turns it on: every text then opens its own field in Voorbeeld.
  stega: { enabled: false, studioUrl: STUDIO_PATH, filter: stegaFilter },
  // Next keeps fetched answers in .next/cache across builds: a build after the dataset files changed (a pull of
  // reviewed content) must not prerender an answer read before the change. The header is part of the cache key.
  headers: { 'x-stroomplein-build': BUILD_ID },
});

/** Reads drafts and releases for an editor's preview: a viewer token (hosted) or the site's own (local lake). */
export const sanityFetchToken = isHostedContent
  ? process.env.SANITY_API_READ_TOKEN || undefined
  : siteReadToken();
