import { describe, expect, it, vi } from 'vitest';
import { NextResponse } from 'next/server';
import { getRedirectUrl, getRewrittenUrl } from 'next/experimental/testing/server';
import { buildRedirectTable } from '@/lib/domain/content/redirects';
import { identifyCaller } from '@/lib/server/editor-identity';
import { pageOrServerError } from '@/lib/server/error-page-render';
import { proxy } from '@/proxy';
import { EDITOR_CALLER, BROWSER, GOOGLEBOT, pathOf, requestFor } from './requests';

vi.mock('@/lib/server/request/content-view', () => {
  const view = async () => ({
    redirects: buildRedirectTable([
      { source: '/energiedelen', destination: '/energie-delen', permanent: true },
      { source: '/account/oud', destination: '/account', permanent: false },
    ]),
    pages: { byPath: new Map([['energie-delen', { markets: null }]]), funnelSteps: new Map() },
  });
  return { contentView: vi.fn(view), contentViewAfterMiss: vi.fn(view) };
});
vi.mock('@/lib/server/security/rendered-routes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/security/rendered-routes')>()),
  buildFacts: () => ({
    perRequest: new Set(['/contact']),
    knownPaths: new Set(['/', '/contact', '/account']),
    testPagePaths: new Set(),
  }),
  isRenderedPerRequest: (pathname: string) => pathname === '/contact',
}));
vi.mock('@/lib/server/editor-identity', () => ({ identifyCaller: vi.fn() }));
vi.mock('@/lib/server/error-page-render', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/error-page-render')>()),
  pageOrServerError: vi.fn(async () => new NextResponse('zoals gerenderd')),
}));

describe('the proxy', () => {
  it('refuses a method pages do not take before anything else, and lets a server action through', async () => {
    expect((await proxy(requestFor('/studio', { method: 'PUT' }))).status).toBe(405);
    const action = await proxy(requestFor('/contact', { method: 'POST', headers: { 'next-action': 'abc' } }));
    expect(pathOf(getRewrittenUrl(action))).toBe('/geen/contact');
  });

  it('serves the Studio shell on the host’s own site, even in an editor’s preview', async () => {
    vi.mocked(identifyCaller).mockResolvedValue(EDITOR_CALLER);
    const request = requestFor('/studio/structure', {
      host: 'belgie.localhost',
      headers: { cookie: '__prerender_bypass=1; __session=redacteur' },
    });
    expect(pathOf(getRewrittenUrl(await proxy(request)))).toBe('/belgium@belgie.localhost/studio');
  });

  it('redirects before the account gate, which sends an account page without a session to sign-in', async () => {
    const redirect = await proxy(requestFor('/account/oud'));
    expect(redirect.status).toBe(307);
    expect(pathOf(getRedirectUrl(redirect))).toBe('/account');
    const signIn = await proxy(requestFor('/account', { headers: BROWSER }));
    expect(pathOf(getRedirectUrl(signIn))).toBe(`/login?next=${encodeURIComponent('/account')}`);
  });

  it('leaves the files of public/ to Next', async () => {
    const file = await proxy(
      requestFor('/content-images/zon.webp', { headers: { 'user-agent': GOOGLEBOT } }),
    );
    expect(file.headers.get('x-middleware-next')).toBe('1');
  });

  it('answers a missing page with the crawler’s bare 404 or the visitor’s 404 page, and serves one that exists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const crawler = await proxy(requestFor('/bestaat-niet', { headers: { 'user-agent': GOOGLEBOT } }));
    expect([crawler.status, await crawler.text()]).toEqual([404, '']);
    warn.mockRestore();
    const visitor = await proxy(requestFor('/bestaat-niet', { headers: BROWSER }));
    expect(visitor.status).toBe(404);
    expect(pathOf(getRewrittenUrl(visitor))).toBe('/geen/niet-gevonden/bestaat-niet');
    const page = await proxy(requestFor('/energie-delen', { headers: BROWSER }));
    expect(pathOf(getRewrittenUrl(page))).toBe('/geen/energie-delen');
    expect(page.headers.get('xkey')).toBe('site path:energie-delen path:energie-delen@geen');
    expect(page.headers.get('content-security-policy')).not.toContain('nonce-');
    const perRequest = await proxy(requestFor('/contact', { headers: BROWSER }));
    expect(perRequest.headers.get('content-security-policy')).toContain('nonce-');
  });

  it('has an account page rendered first, through the one request this server sends itself', async () => {
    const calls = vi.mocked(pageOrServerError).mock.calls.length;
    const signedIn = { ...BROWSER, cookie: '__session=iemand' };
    expect(await (await proxy(requestFor('/account', { headers: signedIn }))).text()).toBe('zoals gerenderd');
    expect(vi.mocked(pageOrServerError).mock.calls.length).toBe(calls + 1);
  });

  it('sends a request this server sent itself straight on to render, on the visitor’s site', async () => {
    const { __stroompleinErrorPageMark: mark } = globalThis as { __stroompleinErrorPageMark?: string };
    const asked = {
      ...BROWSER,
      'x-stroomplein-foutpagina': mark!,
      'x-stroomplein-site': 'flags@flags.localhost',
    };
    const response = await proxy(requestFor('/bestaat-niet', { headers: asked }));
    expect(response.status).toBe(200);
    expect(pathOf(getRewrittenUrl(response))).toBe('/flags@flags.localhost/bestaat-niet');
  });
});
