import { isbot } from 'isbot';

/**
 * Crawlers get an error's status code without the error page. Detection is isbot's; command-line
 * clients (curl, wget) are people checking the site by hand, so they see what a browser sees.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (/^(curl|wget)\//i.test(userAgent)) return false;
  return isbot(userAgent);
}
