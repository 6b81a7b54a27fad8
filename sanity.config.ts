import { nlNLLocale } from '@sanity/locale-nl-nl';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { sanityDataset, sanityProjectId } from './lib/content/config';
import { schemaTypes, SINGLETON_TYPES } from './studio/schema';
import { presentationResolve } from './studio/presentation';
import { withRenameRedirect } from './studio/rename-redirect-action';
import { structure } from './studio/structure';

const singletons = new Set<string>(SINGLETON_TYPES);
/** Documents with a page path: renaming one offers a redirect from the old path. */
const PATH_TYPES = new Set(['page', 'legalPage']);

export default defineConfig({
  name: 'stroomplein',
  title: 'Stroomplein',
  basePath: '/studio',
  // The CLI (schema extract, typegen, validate) runs without a project; the Studio route checks it is configured.
  projectId: sanityProjectId || 'unconfigured',
  dataset: sanityDataset,
  plugins: [
    structureTool({ structure }),
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
    actions: (actions, { schemaType }) => {
      if (singletons.has(schemaType)) {
        return actions.filter(
          ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
        );
      }
      if (PATH_TYPES.has(schemaType)) {
        return actions.map((action) => (action.action === 'publish' ? withRenameRedirect(action) : action));
      }
      return actions;
    },
  },
});
