import { nlNLLocale } from '@sanity/locale-nl-nl';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { sanityDataset, sanityProjectId } from './lib/content/config';
import { schemaTypes, SINGLETON_TYPES } from './studio/schema';
import { structure } from './studio/structure';

const singletons = new Set<string>(SINGLETON_TYPES);

export default defineConfig({
  name: 'stroomplein',
  title: 'Stroomplein',
  basePath: '/studio',
  // The CLI (schema extract, typegen, validate) runs without a project; the Studio route checks it is configured.
  projectId: sanityProjectId || 'unconfigured',
  dataset: sanityDataset,
  plugins: [structureTool({ structure }), nlNLLocale()],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
});
