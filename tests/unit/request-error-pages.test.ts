import { describe, expect, it, vi } from 'vitest';
import { NextResponse } from 'next/server';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { buildRedirectTable } from '@/lib/domain/content/redirects';
import { pageExists } from '@/lib/server/content/page-exists';
import { pageOrServerError } from '@/lib/server/error-page-render';
import { contentViewAfterMiss, type ContentView } from '@/lib/server/request/content-view';
import { errorPage, isBrowserPageLoad } from '@/lib/server/request/error-pages';
import { BROWSER, GOOGLEBOT, pathOf, requestFor } from './requests';

vi.mock('@/lib/server/content/page-exists', () => ({
  // The build knows /overons and the account pages; only the content can tell of any other path.
  pageExists: vi.fn((pathname: string, _market: unknown, published: unknown) =>
    pathname === '/overons' || pathname.startsWith('/account')
      ? true
      : published === undefined
        ? undefined
        : (published as { byPath: Map<string, unknown> }).byPath.has(pathname.slice(1)),
  ),
}));
// The view read again for a path it did not hold: the same content.
vi.mock('@/lib/server/request/content-view', () => ({
  contentViewAfterMiss: vi.fn(async () => ({
    redirects: buildRedirectTable([]),
    pages: { byPath: new Map(), funnelSteps: new Map() },
  })),
}));
vi.mock('@/lib/server/error-page-render', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/error-page-render')>()),
  pageOrServerError: vi.fn(async () => new NextResponse('de pagina zoals gerenderd', { status: 200 })),
}));

const view: ContentView = {
  redirects: buildRedirectTable([]),
  pages: { byPath: new Map(), funnelSteps: new Map() },
};
const site = { site: 'belgium@belgie.localhost', market: 'belgium' as const, view };
const CRAWLER = { 'user-agent': GOOGLEBOT };

describe('the error pages step', () => {
  it('tells a browser loading a page from the router fetching data or a script loading', () => {
    expect(isBrowserPageLoad(requestFor('/overons', { headers: BROWSER }))).toBe(true);
    expect(isBrowserPageLoad(requestFor('/overons', { method: 'HEAD', headers: BROWSER }))).toBe(true);
    expect(isBrowserPageLoad(requestFor('/overons'))).toBe(false);
    expect(isBrowserPageLoad(requestFor('/overons', { headers: { ...BROWSER, rsc: '1' } }))).toBe(false);
    const prefetch = { ...BROWSER, 'next-router-prefetch': '1' };
    expect(isBrowserPageLoad(requestFor('/overons', { headers: prefetch }))).toBe(false);
  });

  it('gives a crawler the bare 404 for a page that does not exist, on its market, and lets a page through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = await errorPage(requestFor('/bestaat-niet?x=1', { headers: CRAWLER }), site);
    expect(missing?.status).toBe(404);
    expect(await missing?.text()).toBe('');
    expect(missing?.headers.get('cache-control')).toBe('no-store');
    expect(warn).toHaveBeenCalledWith(`[404] /bestaat-niet?x=1 requested by bot: ${GOOGLEBOT}`);
    expect(vi.mocked(pageExists)).toHaveBeenLastCalledWith('/bestaat-niet', 'belgium', view.pages);
    expect(await errorPage(requestFor('/overons', { headers: CRAWLER }), site)).toBeUndefined();
    warn.mockRestore();
  });

  it('asks a fresh view before it answers 404: a page published where no webhook told this server is served', async () => {
    vi.mocked(contentViewAfterMiss).mockResolvedValueOnce({
      ...view,
      pages: { byPath: new Map([['zonder-webhook', { markets: null }]]), funnelSteps: new Map() },
    });
    expect(await errorPage(requestFor('/zonder-webhook', { headers: BROWSER }), site)).toBeUndefined();
    expect(vi.mocked(contentViewAfterMiss)).toHaveBeenCalled();
  });

  it('tells a crawler to come back later while the content cannot be read, where only the content can tell', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreadable = { ...site, view: undefined };
    const later = await errorPage(requestFor('/nieuw', { headers: CRAWLER }), unreadable);
    expect(later?.status).toBe(503);
    expect(later?.headers.get('retry-after')).toBe('60');
    expect(await errorPage(requestFor('/overons', { headers: CRAWLER }), unreadable)).toBeUndefined();
    warn.mockRestore();
  });

  it('draws a visitor’s 404 page on the server, with the surrogate keys of its path', async () => {
    const response = await errorPage(requestFor('/bestaat-niet', { headers: BROWSER }), site);
    expect(response?.status).toBe(404);
    expect(pathOf(getRewrittenUrl(response!))).toBe('/belgium@belgie.localhost/niet-gevonden/bestaat-niet');
    expect(response?.headers.get('xkey')).toBe('site path:bestaat-niet path:bestaat-niet@belgium');
  });

  it('lets a visitor’s page through, and leaves anything but a page load and an editor’s preview to the render', async () => {
    expect(await errorPage(requestFor('/overons', { headers: BROWSER }), site)).toBeUndefined();
    expect(await errorPage(requestFor('/bestaat-niet'), site)).toBeUndefined();
    const preview = { ...BROWSER, cookie: '__prerender_bypass=1' };
    expect(await errorPage(requestFor('/alleen-een-concept', { headers: preview }), site)).toBeUndefined();
  });

  it('has account pages, and a path only the content can tell of while it cannot be read, rendered first', async () => {
    const calls = vi.mocked(pageOrServerError).mock.calls.length;
    const account = await errorPage(requestFor('/account', { headers: BROWSER }), site);
    expect(await account?.text()).toBe('de pagina zoals gerenderd');
    const unknown = await errorPage(requestFor('/bestaat-niet', { headers: BROWSER }), {
      ...site,
      view: undefined,
    });
    expect(await unknown?.text()).toBe('de pagina zoals gerenderd');
    expect(
      vi
        .mocked(pageOrServerError)
        .mock.calls.slice(calls)
        .map(([request, onSite]) => [request.nextUrl.pathname, onSite]),
    ).toEqual([
      ['/account', 'belgium@belgie.localhost'],
      ['/bestaat-niet', 'belgium@belgie.localhost'],
    ]);
  });
});
