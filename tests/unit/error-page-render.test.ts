import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { VisitorError } from '@/lib/domain/error-descriptions';
import { notFoundPage, pageOrServerError, selfAskedSite } from '@/lib/server/error-page-render';
import { BROWSER, pathOf, requestFor } from './requests';

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** This server's answers, stubbed: what it was asked, and what it answers. */
function serverAnswers(answer: () => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return answer();
    }),
  );
  return asked;
}

describe('the 404 page', () => {
  it('is the 404 route drawn at the visitor’s own path, with status 404', () => {
    const response = notFoundPage(requestFor('/bestaat-niet?<b>x</b>', { headers: BROWSER }), 'geen');
    expect(response.status).toBe(404);
    expect(pathOf(getRewrittenUrl(response))).toBe('/geen/niet-gevonden/bestaat-niet');
  });

  it('carries no nonce, so a cache in front may keep it a minute, and a browser asks again each time', () => {
    const response = notFoundPage(requestFor('/bestaat-niet', { headers: BROWSER }), 'geen');
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(nonceOf(policy)).toBeUndefined();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('surrogate-control')).toBe('max-age=60');
  });
});

describe('a page whose render may fail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked of this server once, marked with a secret of this process and the visitor’s site', async () => {
    const asked = serverAnswers(() => new Response('<h1>Account</h1>', { status: 200 }));
    await pageOrServerError(
      requestFor('/account?tab=1', { headers: { ...BROWSER, cookie: '__session=a' } }),
      'geen',
    );
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).pathname + new URL(asked[0]!.url).search).toBe('/account?tab=1');
    const headers = new Headers(asked[0]!.init.headers);
    expect(headers.get('cookie')).toBe('__session=a');
    const inner = requestFor('/account?tab=1', { headers: Object.fromEntries(headers) });
    expect(selfAskedSite(inner)).toBe('geen');
    // A visitor cannot pass for this server: without the mark, or with a guessed one, the request is theirs.
    expect(
      selfAskedSite(requestFor('/account', { headers: { 'x-stroomplein-site': 'geen' } })),
    ).toBeUndefined();
    const guessed = { 'x-stroomplein-foutpagina': 'geraden', 'x-stroomplein-site': 'geen' };
    expect(selfAskedSite(requestFor('/account', { headers: guessed }))).toBeUndefined();
  });

  it('goes to the visitor as rendered, with its cookies, without what was meant for the inner request', async () => {
    serverAnswers(() => {
      const headers = new Headers({
        'content-type': 'text/html; charset=utf-8',
        'content-length': '999',
        'x-middleware-rewrite': '/geen/account',
        location: '/login?next=%2Faccount',
      });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('<h1>Account</h1>', { status: 307, headers });
    });
    const response = await pageOrServerError(requestFor('/account', { headers: BROWSER }), 'geen');
    expect(response?.status).toBe(307);
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response?.headers.get('content-length')).toBeNull();
    expect(response?.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response?.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response?.headers.get('location')).toBe('http://localhost:3000/login?next=%2Faccount');
    expect(await response?.text()).toBe('<h1>Account</h1>');
  });

  it('gets the 500 page when the render fails, drawn with a fresh nonce and never kept', async () => {
    serverAnswers(() => new Response('<html id="__next_error__"></html>', { status: 500 }));
    const response = await pageOrServerError(requestFor('/overons', { headers: BROWSER }), 'geen');
    expect(response?.status).toBe(500);
    expect(pathOf(getRewrittenUrl(response!))).toBe('/geen/storing/overons');
    const policy = response!.headers.get('content-security-policy');
    expect(nonceOf(policy)).toBeTruthy();
    expect(response!.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response!.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gets the 503 page that says so when the render failed because accounts cannot be reached', async () => {
    const digest = new VisitorError('account-unavailable').digest;
    serverAnswers(
      () => new Response(`<html id="__next_error__"><script>"${digest}"</script></html>`, { status: 500 }),
    );
    const response = await pageOrServerError(requestFor('/account', { headers: BROWSER }), 'geen');
    expect(response?.status).toBe(503);
    expect(pathOf(getRewrittenUrl(response!))).toBe('/geen/storing/account?reden=accounts-onbereikbaar');
  });

  it('is left to the render as usual when this server gives no answer', async () => {
    serverAnswers(() => Promise.reject(new TypeError('fetch failed')));
    expect(await pageOrServerError(requestFor('/account', { headers: BROWSER }), 'geen')).toBeUndefined();
  });
});
