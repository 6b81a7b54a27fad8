import { defineCliConfig } from 'sanity/cli';

// `sanity build` of the bench's comparator Studio (sanity.config.ts beside this file), offline.
export default defineCliConfig({
  api: { projectId: 'stroomplein-lokaal', dataset: 'production' },
  // Served at /studio like the site's Studio (sanity.config.ts's basePath), its files under /studio/static/.
  project: { basePath: '/studio' },
  deployment: { autoUpdates: false },
  // The schema reads the site's public settings, which Next inlines; here they keep their defaults.
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      'process.env.NEXT_PUBLIC_SANITY_PROJECT_ID': '""',
      'process.env.NEXT_PUBLIC_SANITY_DATASET': '"production"',
      'process.env.NEXT_PUBLIC_SANITY_API_VERSION': '"2025-10-01"',
      'process.env.NEXT_PUBLIC_SANITY_API_HOST': '""',
      'process.env.NEXT_PUBLIC_SITE_URL': '"http://localhost:3000"',
      'process.env.NEXT_PUBLIC_BUILD_ID': '"vergelijking"',
    },
  }),
});
