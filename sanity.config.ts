import { nlNLLocale } from '@sanity/locale-nl-nl';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { isHostedContent, sanityApiHost, sanityDataset, sanityProjectId } from './lib/domain/content/config';
import { LAKE_PROJECT_ID } from './lake/project';
import { localLakeOptions } from './studio/local-lake-options';
import { localLake } from './studio/local-lake-plugin';
import { formatStudioDatesInDutch } from './studio/locale-dates';
import { dutchStudioStrings } from './studio/locale-nl';
import { schemaTypes, SINGLETON_TYPES } from './studio/schema';
import { presentationResolve } from './studio/presentation';
import { DeletePageAction, UnpublishPageAction } from './studio/remove-page-actions';
import { withRenameRedirect } from './studio/rename-redirect-action';
import { structure } from './studio/structure';
import { withCrashScreen } from './studio/tool-crash-screen';

// Dates Sanity formats with date-fns and no locale of the Studio's: Dutch, through date-fns's default.
formatStudioDatesInDutch();

const singletons = new Set<string>(SINGLETON_TYPES);
/** Documents with a page path: renaming one offers a redirect from the old path. */
const PATH_TYPES = new Set(['page', 'legalPage']);

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
    // On the local lake only: hosted, the Studio's requests belong to Sanity's hosts.
    ...(isHostedContent ? [] : [localLake()]),
  ],
  // A tool that crashes shows a Dutch screen with a retry, in place of Sanity's English one.
  tools: (tools) => tools.map(withCrashScreen),
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
