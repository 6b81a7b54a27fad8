import { nlNLLocale } from '@sanity/locale-nl-nl';
import { createAuthStore, defineConfig, type WorkspaceOptions } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { isHostedContent, sanityApiHost, sanityDataset, sanityProjectId } from './lib/domain/content/config';
import { LAKE_PROJECT_ID } from './lake/project';
import { createLakeClient, keepStudioRequestsLocal } from './lake/browser/studio-client';
import { dutchStudioStrings } from './studio/locale-nl';
import { schemaTypes, SINGLETON_TYPES } from './studio/schema';
import { presentationResolve } from './studio/presentation';
import { DeletePageAction, UnpublishPageAction } from './studio/remove-page-actions';
import { withRenameRedirect } from './studio/rename-redirect-action';
import { structure } from './studio/structure';
import { STUDIO_LOGIN_PATH } from './lib/domain/studio-access';

const singletons = new Set<string>(SINGLETON_TYPES);
/** Documents with a page path: renaming one offers a redirect from the old path. */
const PATH_TYPES = new Set(['page', 'legalPage']);

/**
 * Without a hosted project the Studio talks to the site's own local Content Lake (`/api/lake`, lake/): every
 * client goes there, editors sign in on the site's /login (a Firebase account with the editor role), and "Afmelden"
 * signs out of the site. Releases and scheduled publishing are hosted features and stay off.
 */
function localLakeOptions(): Partial<WorkspaceOptions> {
  if (isHostedContent) return {};
  // The Sanity CLI (schema extract, validation) loads this file under a DOM emulation without fetch or EventSource.
  const browser =
    typeof window !== 'undefined' &&
    typeof window.fetch === 'function' &&
    typeof window.EventSource === 'function';
  if (browser) keepStudioRequestsLocal();
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
    // The lake keeps no event history (git keeps the dataset's); the document timeline reads its translog.
    beta: { eventsAPI: { documents: false } },
  };
}

export default defineConfig({
  name: 'stroomplein',
  title: 'Stroomplein',
  basePath: '/studio',
  // The CLI (schema extract, typegen, validate) runs without a project; without one the Studio uses the local lake.
  projectId: sanityProjectId || LAKE_PROJECT_ID,
  dataset: sanityDataset,
  // A Content Lake API other than Sanity's for the hosted road (NEXT_PUBLIC_SANITY_API_HOST).
  ...(isHostedContent && sanityApiHost ? { apiHost: sanityApiHost } : {}),
  ...localLakeOptions(),
  i18n: { bundles: dutchStudioStrings },
  plugins: [
    structureTool({ title: 'Structuur', structure }),
    presentationTool({
      title: 'Voorbeeld',
      resolve: presentationResolve,
      previewUrl: { previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' } },
    }),
    nlNLLocale(),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    // Comments need Sanity's hosted comments dataset; off rather than a panel that cannot save.
    comments: { enabled: false },
    actions: (actions, { schemaType }) => {
      if (singletons.has(schemaType)) {
        return actions.filter(
          ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
        );
      }
      if (PATH_TYPES.has(schemaType)) {
        // Unpublishing or deleting a page takes the redirects into it along (the Studio's own actions would not).
        const own = actions
          .filter(({ action }) => action !== 'unpublish' && action !== 'delete')
          .map((action) => (action.action === 'publish' ? withRenameRedirect(action) : action));
        const afterPublish = own.findIndex(({ action }) => action === 'publish') + 1;
        own.splice(afterPublish, 0, UnpublishPageAction);
        return [...own, DeletePageAction];
      }
      return actions;
    },
  },
});
