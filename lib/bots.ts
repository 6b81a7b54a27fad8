import { isbot } from 'isbot';

/**
 * Crawlers get an error's status code without the error page (DESIGN §8). Detection is isbot's; command-line
 * clients (curl, wget) are people checking the site by hand, so they see what a browser sees.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (/^(curl|wget)\//i.test(userAgent)) return false;
  return isbot(userAgent);
}

/** Header on the server's own request for a page on behalf of a bot; such requests are not gated again. */
export const BOT_PROBE_HEADER = 'x-stroomplein-bot-probe';

export const BOT_GATE_PATH = '/api/bot-gate';

/** Carries the bot's requested path to the gate (a rewrite keeps the original query string, not the gate's). */
export const BOT_PATH_HEADER = 'x-stroomplein-bot-path';
