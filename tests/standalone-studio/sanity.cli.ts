import { defineCliConfig } from 'sanity/cli';
import { withSiteDefaults } from '../../scripts/lib/studio-site-defaults';

// `sanity build` of a standalone Studio (sanity.config.ts beside this file), offline.
export default defineCliConfig({
  api: { projectId: 'stroomplein-lokaal', dataset: 'production' },
  deployment: { autoUpdates: false },
  vite: withSiteDefaults('losse-studio'),
});
