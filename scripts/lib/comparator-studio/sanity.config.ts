import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { LAKE_PROJECT_ID } from '../../../lake/project';
import { schemaTypes } from '../../../studio/schema';
import { localLakeOptions } from '../../../studio/local-lake-options';
import { localLake } from '../../../studio/local-lake-plugin';

// The comparator of `npm run bench:lake`: the Studio of Sanity's own default configuration (built by `sanity build`,
// the default structure, no tool, locale, action or structure of ours), reading the same local lake with the same
// schema. What it shares with the site's Studio is only what reaching the lake takes (studio/local-lake-options.ts:
// its client, its sign-in, the hosted features the lake does not offer switched off; the localLake plugin), and
// comments off likewise.
export default defineConfig({
  name: 'vergelijking',
  projectId: LAKE_PROJECT_ID,
  dataset: 'production',
  ...localLakeOptions(),
  document: { comments: { enabled: false } },
  plugins: [structureTool(), localLake()],
  schema: { types: schemaTypes },
});
