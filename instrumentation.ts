import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: a production deploy with a malformed host map or an incomplete Firebase
 * configuration stops here with a message naming what is wrong, instead of failing at the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A malformed host map is a deployment mistake: the server stops at start with its message, not at a first visit.
  (await import('./lib/domain/market-hosts')).parseMarketHosts(process.env.STROOMPLEIN_MARKET_HOSTS);
  // On the embedded default the local Content Lake starts with the server (lib/server/lake-wiring.ts): its release
  // schedule runs with no Studio open, with several instances its receiver is set before the first message from the
  // others (lib/server/cluster-bus.ts) arrives, and the site's own reads reach it in process from the first request
  // on, the proxy's too (lib/server/content/lake-transport.ts).
  const { isHostedContent } = await import('./lib/domain/content/config');
  if (!isHostedContent) await import('./lib/server/content/lake-transport');
  if (process.env.REDIS_URL) await (await import('./lib/server/cluster-bus')).startClusterBus();
  const { firebaseConfigProblems } = await import('./lib/domain/firebase/config-check');
  const problems = firebaseConfigProblems();
  if (problems.length > 0) {
    throw new Error(
      `Firebase configuration is incomplete:\n- ${problems.join('\n- ')}\nSee README, "Accounts".`,
    );
  }
}

/**
 * A render that fails for a crawler is logged as a crawler's error, like the 404s that `proxy.ts` answers; Next
 * logs the error itself beside it.
 */
export const onRequestError: Instrumentation.onRequestError = async (_error, request) => {
  const userAgent = request.headers['user-agent'];
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  const { isBotUserAgent } = await import('./lib/domain/bots');
  if (isBotUserAgent(agent)) console.warn(`[500] ${request.path} requested by bot: ${agent}`);
};
