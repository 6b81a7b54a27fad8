import type { UserConfig } from 'vite';

/**
 * The Vite config of a Studio built beside the site (`sanity build` of the bench's comparator, the e2e suite's
 * standalone Studio): the schema reads the site's public settings, which Next inlines; here they keep their defaults.
 */
export const withSiteDefaults =
  (buildId: string) =>
  (config: UserConfig): UserConfig => ({
    ...config,
    define: {
      ...config.define,
      'process.env.NEXT_PUBLIC_SANITY_PROJECT_ID': '""',
      'process.env.NEXT_PUBLIC_SANITY_DATASET': '"production"',
      'process.env.NEXT_PUBLIC_SANITY_API_VERSION': '"2025-10-01"',
      'process.env.NEXT_PUBLIC_SANITY_API_HOST': '""',
      'process.env.NEXT_PUBLIC_SITE_URL': '"http://localhost:3000"',
      'process.env.NEXT_PUBLIC_BUILD_ID': JSON.stringify(buildId),
    },
  });
