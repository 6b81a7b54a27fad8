'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { liveDrafts } from '@/lib/browser/live-drafts';

/**
 * The Live Content API with drafts, for an editor's preview on the local lake: each saved keystroke refreshes the
 * page (the Presentation tool itself waits for a second of quiet before it asks). next-sanity's <SanityLive> hears
 * drafts only with a token, but the lake knows the editor's browser by the site's session cookie, which a token
 * cannot replace across instances; hence this listener, with credentials. Without an editor's session (a shared
 * preview link) it hears the published changes only, as it does when the lake refuses drafts (a session expired).
 */
export function LakeDraftLive(props: {
  includeDrafts: boolean;
  apiHost: string;
  projectId: string;
  dataset: string;
  apiVersion: string;
}) {
  const router = useRouter();
  const { includeDrafts: drafts, apiHost, projectId, dataset, apiVersion } = props;
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    // Loaded when a preview opens: visitors' pages never fetch the client.
    void import('@sanity/client').then(({ createClient }) => {
      if (stopped) return;
      const client = createClient({
        projectId,
        dataset,
        apiVersion,
        apiHost,
        useProjectHostname: false,
        useCdn: false,
        withCredentials: true,
      });
      const listen = (includeDrafts: boolean) => {
        const subscription = client.live.events({ includeDrafts, tag: 'stroomplein.voorbeeld' }).subscribe({
          next: (event) => {
            if (event.type === 'message') router.refresh();
            if (event.type === 'welcome') {
              liveDrafts.heard = includeDrafts;
              console.info(`Voorbeeld volgt de inhoud live${includeDrafts ? ', concepten inbegrepen' : ''}.`);
            }
          },
          // Refused drafts (no editor session): the published changes still follow.
          error: () => {
            liveDrafts.heard = false;
            if (includeDrafts && !stopped) listen(false);
          },
        });
        unsubscribe = () => subscription.unsubscribe();
      };
      listen(drafts);
    });
    return () => {
      stopped = true;
      liveDrafts.heard = false;
      unsubscribe();
    };
  }, [router, drafts, apiHost, projectId, dataset, apiVersion]);
  return null;
}
