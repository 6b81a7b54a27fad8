import { definePlugin } from 'sanity';
import { installLakeTransport } from '../lake/browser/studio-client';

/**
 * What a Studio needs of this repository to work on the local Content Lake beyond its configuration: the lake's
 * listeners carried over one stream (lake/mux.ts), as a Studio keeps more listeners open than HTTP/1.1's six
 * connections to a host allow, its commits sent in order, its presence socket carried too (the lake serves no
 * WebSocket), and what it would ask of Sanity's own hosts asked of the lake. A standalone Studio adds
 * `localLake({ apiHost })` with its `apiHost` (lake/README.md); the embedded Studio and the bench's comparator add
 * `localLake()`, their lake being the page's own origin.
 */
export const localLake = definePlugin<{ apiHost?: string } | void>((options) => {
  // The Sanity CLI (schema extract, build) loads the configuration without a browser.
  if (typeof window !== 'undefined' && typeof window.fetch === 'function') {
    installLakeTransport(options?.apiHost ? new URL(options.apiHost).origin : undefined);
  }
  return { name: 'stroomplein-local-lake' };
});
