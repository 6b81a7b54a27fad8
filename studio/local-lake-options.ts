import { createAuthStore, type WorkspaceOptions } from 'sanity';
import { createLakeClient } from '../lake/browser/studio-client';
import { LAKE_PROJECT_ID } from '../lake/project';
import { isHostedContent, sanityDataset } from '../lib/domain/content/config';
import { STUDIO_LOGIN_PATH } from '../lib/domain/studio-access';

/**
 * Without a hosted project the Studio talks to the site's own local Content Lake (`/api/lake`, lake/): every
 * client goes there, editors sign in on the site's /login (a Firebase account with the editor role), and "Afmelden"
 * signs out of the site. The legacy scheduled publishing, scheduled drafts and tasks are hosted features and stay off
 * (Content Releases, which the lake serves, stay on).
 */
export function localLakeOptions(): Partial<WorkspaceOptions> {
  if (isHostedContent) return {};
  // The Sanity CLI (schema extract, validation) loads this file under a DOM emulation without fetch or EventSource.
  const browser =
    typeof window !== 'undefined' &&
    typeof window.fetch === 'function' &&
    typeof window.EventSource === 'function';
  const auth = browser
    ? createAuthStore({
        projectId: LAKE_PROJECT_ID,
        dataset: sanityDataset,
        clientFactory: createLakeClient,
        loginMethod: 'cookie',
        redirectOnSingle: true,
        // The Studio appends its own origin to this address: /login?next=/studio?origin=… returns to the Studio.
        providers: [{ name: 'stroomplein', title: 'Aanmelden bij Stroomplein', url: STUDIO_LOGIN_PATH }],
      })
    : undefined;
  return {
    ...(browser ? { unstable_clientFactory: createLakeClient } : {}),
    ...(auth
      ? {
          auth: {
            ...auth,
            logout: async () => {
              await auth.logout?.();
              // Leaves the Studio for the site's sign-out page (a full load, outside the Studio's router).
              // eslint-disable-next-line @next/next/no-location-assign-relative-destination
              window.location.assign('/logout');
            },
          },
        }
      : {}),
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
    tasks: { enabled: false },
  };
}
