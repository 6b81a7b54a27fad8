import { NextRequest } from 'next/server';

/** A browser's page load, as the proxy sees it. */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A request for `path` on `host` (the plain site's by default), as the proxy gets it. */
export function requestFor(
  path: string,
  {
    method = 'GET',
    host = 'localhost:3000',
    headers = {},
  }: { method?: string; host?: string; headers?: Record<string, string> } = {},
): NextRequest {
  return new NextRequest(`http://${host}${path}`, { method, headers: { host, ...headers } });
}

/** The path and query a rewrite or redirect leads to, on whatever origin. */
export function pathOf(url: string | null): string | null {
  if (url === null) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** What the editor identity check says of a signed-in editor. */
export const EDITOR_CALLER = {
  kind: 'editor',
  uid: 'redacteur',
  name: 'Redacteur',
  email: 'redacteur@voorbeeld.be',
} as const;
