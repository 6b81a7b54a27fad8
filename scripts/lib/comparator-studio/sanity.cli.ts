import { defineCliConfig } from 'sanity/cli';
import { withSiteDefaults } from '../studio-site-defaults';

// `sanity build` of the bench's comparator Studio (sanity.config.ts beside this file), offline.
export default defineCliConfig({
  api: { projectId: 'stroomplein-lokaal', dataset: 'production' },
  // Served at /studio like the site's Studio (sanity.config.ts's basePath), its files under /studio/static/.
  project: { basePath: '/studio' },
  deployment: { autoUpdates: false },
  vite: withSiteDefaults('vergelijking'),
});
