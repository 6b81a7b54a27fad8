import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';
import { PARTNER_CALCULATOR_REWRITE } from './lib/domain/calculators/presets';
import { DISCOVER_REWRITE } from './lib/domain/content/discover';
import { markEagerCompile } from './lib/server/eager-compile';
import { ROUTE_RULES } from './lib/domain/route-rules';
import { isHostedContent, sanityApiHost } from './lib/domain/content/config';
import { writeSiteStyles } from './lib/server/site-styles/build.mjs';
import { commonSecurityHeaders, OPENER_ISOLATED_SOURCES, studioPolicy } from './lib/server/security/headers';

// One id per `next build`, inlined into server and client code so open tabs can detect a new deploy.
const buildId =
  process.env.STROOMPLEIN_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// Without a tag-manager container its code is left out of the build altogether.
const buildAliases: Record<string, string | { browser: string }> = {
  ...(process.env.NEXT_PUBLIC_GTM_ID
    ? {}
    : { '@/components/site/consent': './components/site/consent-unconfigured.tsx' }),
  // A production build compiles the stylesheet itself (lib/server/site-styles/build.mjs).
  ...(process.env.NODE_ENV === 'production'
    ? { '@/components/site/stylesheet-for-development': './components/site/stylesheet-from-build.ts' }
    : {}),
  // What the server render writes into <head> (the styles manifest, the consent script) is not browser code.
  '@/components/site/server-head-html': { browser: './lib/browser/server-head-html.ts' },
};

/** Instances behind an HTTP cache are told where to purge it (see lib/domain/http-cache.mjs). */
const behindHttpCache = Boolean(process.env.HTTP_CACHE_PURGE_URLS);

const nextConfig: NextConfig = {
  turbopack: { resolveAlias: buildAliases },
  reactStrictMode: true,
  compiler: {
    // Before the pages are prerendered: the scripts the public pages load first carry V8's eager-compile hint.
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      markEagerCompile(distDir);
      await writeSiteStyles({ distDir, projectDir });
    },
  },
  experimental: {
    // Fewer, larger chunks for a page's first load: Turbopack's defaults split the framework into six chunks, each
    // compressed apart; merged, every public page loads less (gzip; npm run bench). The
    // price is that a client-side navigation may fetch code it already has inside a differently merged chunk.
    turbopackChunking: { maxChunkCountPerGroup: 3, minChunkSize: 1_000_000, maxMergeChunkSize: 1_000_000 },
    // Less first-load JavaScript (npm run bench): each finished chunk minified as a whole, as before Next 16.5
    // (its default minifies module by module: a faster build, worse compression), and Next's own CommonJS client
    // modules tree-shaken and scope-hoisted.
    turbopackMinifyBeforeChunking: false,
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    // A route handler of Next clears a preview cookie it did not issue: the local lake, reached from another app's
    // draft mode on the same host, would end that draft mode. Off, a foreign or stale cookie is only ignored.
    multiZoneDraftMode: true,
    // The test builds (scripts/build-e2e.mjs) switch off Turbopack's build cache: writing it adds 10–15 s to each of
    // them, which a fresh clone's `npm test` never gets back, while a warm cache spares a later run only a few.
    turbopackFileSystemCacheForBuild: process.env.STROOMPLEIN_TURBOPACK_BUILD_CACHE !== 'off',
    // forbidden(): the Studio's 403 page for a signed-in account without the editor role.
    authInterrupts: true,
    // Every page lies below the site segment: paths no route matches get app/global-not-found.tsx.
    globalNotFound: true,
  },
  // A deployable folder without the source tree or dev dependencies, which scripts/bundle.mjs completes: asked for
  // by `npm run build` only, as `next start` warns against a config that has it.
  ...(process.env.STROOMPLEIN_BUNDLE === '1' ? { output: 'standalone' as const } : {}),
  // Rewrites in proxy.ts stay on the router's own origin whatever the listen address: normalized, Next names a
  // loopback address `localhost` in `request.url` and in a rewrite, while its router compares them with the listen
  // address (127.0.0.1 under `next start -H 127.0.0.1`), so the rewrite went out as a proxied outside address.
  skipProxyUrlNormalize: true,
  // The bundled dataset (and images uploaded in the local Studio) are read at run time, not traced from the code.
  outputFileTracingIncludes: { '/**': ['./content/*.ndjson', './content/assets/**'] },
  // A second build can sit beside the default one (the e2e suite's hosted mode).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Set by a build of code whose types were just checked (npm test after its typecheck; the e2e suite's hosted mode).
  typescript: { ignoreBuildErrors: process.env.STROOMPLEIN_TYPES_CHECKED === '1' },
  poweredByHeader: false,
  // A page rendered per request sends its title and meta tags in <head> once they resolve (a cached CMS read), never
  // streamed into <body> after it, where the HTML standard does not allow them.
  htmlLimitedBots: /.*/,
  // Behind an HTTP cache (Varnish, npm run cluster) the cache compresses each stored page once and gives it its
  // validator; an instance that gzipped and hashed every response spent half its time on that (measured).
  ...(behindHttpCache ? { compress: false, generateEtags: false } : {}),
  // Next's file cache, or Redis with REDIS_URL, without cached 404s (see lib/server/page-cache-handler.mjs). With a shared
  // cache no instance may keep its own in-memory copy: it would hide the other instances' revalidations.
  cacheHandler: fileURLToPath(new URL('./lib/server/page-cache-handler.mjs', import.meta.url)),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  async headers() {
    const common = Object.entries(
      commonSecurityHeaders({ production: process.env.NODE_ENV === 'production' }),
    );
    return [
      { source: '/:path*', headers: common.map(([key, value]) => ({ key, value })) },
      ...OPENER_ISOLATED_SOURCES.map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }],
      })),
      // Page policies come from proxy.ts; the Studio has its own shell and needs Sanity's hosts.
      {
        source: '/studio/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: studioPolicy({
              hosted: isHostedContent,
              contentApi: sanityApiHost ? new URL(sanityApiHost).origin : undefined,
            }),
          },
        ],
      },
    ];
  },
  // Before the file system, so the CMS catch-all never claims a funnel step or a partner calculator.
  async rewrites() {
    // After the proxy, which has put the site segment in front (app/[site]/).
    const onSite = ({ source, destination }: { source: string; destination: string }) => ({
      source: `/:site${source}`,
      destination: `/:site${destination}`,
    });
    return {
      beforeFiles: [DISCOVER_REWRITE, PARTNER_CALCULATOR_REWRITE].map(onSite),
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return ROUTE_RULES.map(({ source, destination, permanent }) => ({ source, destination, permanent }));
  },
};

export default nextConfig;
