import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '../../studio/schema';
import { localLake } from '../../studio/local-lake-plugin';

// A Studio of another project on the local lake, as lake/README.md tells it: the project id, the lake as its API
// host (the site's address, `SANITY_STUDIO_LAKE_API_HOST` at build), and the localLake plugin; nothing else of ours
// but the schema its documents need.
const apiHost = process.env.SANITY_STUDIO_LAKE_API_HOST;

export default defineConfig({
  name: 'los',
  projectId: 'stroomplein-lokaal',
  dataset: 'production',
  apiHost,
  plugins: [structureTool(), localLake({ apiHost })],
  schema: { types: schemaTypes },
});
