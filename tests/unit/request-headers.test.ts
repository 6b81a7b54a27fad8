import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { isRenderedPerRequest } from '@/lib/server/security/rendered-routes';
import { nonceFreePolicy, noncePolicy, pageOnSite } from '@/lib/server/request/headers';
import { pathOf, requestFor } from './requests';

vi.mock('@/lib/server/security/rendered-routes', () => ({ isRenderedPerRequest: vi.fn() }));

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the page headers', () => {
  beforeEach(() => vi.mocked(isRenderedPerRequest).mockReset());

  it('gives a prerendered page a policy without a nonce, built once, and hands the render nothing', () => {
    vi.mocked(isRenderedPerRequest).mockReturnValue(false);
    const response = pageOnSite(requestFor('/kopersinformatie'), 'geen', null);
    expect(pathOf(getRewrittenUrl(response))).toBe('/geen/kopersinformatie');
    expect(response.headers.get('content-security-policy')).toBe(nonceFreePolicy(false));
    expect(nonceOf(nonceFreePolicy(false))).toBeUndefined();
    expect(nonceFreePolicy(false)).toBe(nonceFreePolicy(false));
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('gives a page rendered per request a fresh nonce, handed to the render too', () => {
    vi.mocked(isRenderedPerRequest).mockReturnValue(true);
    const first = pageOnSite(requestFor('/contact'), 'geen', null);
    const second = pageOnSite(requestFor('/contact'), 'geen', null);
    const policy = first.headers.get('content-security-policy');
    expect(nonceOf(policy)).toBeTruthy();
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(nonceOf(noncePolicy(false))).not.toBe(nonceOf(noncePolicy(false)));
  });

  it("lets the Studio's preview frame a page only in draft mode", () => {
    vi.mocked(isRenderedPerRequest).mockReturnValue(false);
    const plain = pageOnSite(requestFor('/overons'), 'geen', null);
    const preview = pageOnSite(
      requestFor('/overons', { headers: { cookie: '__prerender_bypass=1' } }),
      'voorbeeld',
      null,
    );
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('gives every page the surrogate keys of its path on its market', () => {
    vi.mocked(isRenderedPerRequest).mockReturnValue(false);
    const response = pageOnSite(
      requestFor('/overons/', { host: 'belgie.localhost' }),
      'belgium@belgie.localhost',
      'belgium',
    );
    expect(response.headers.get('xkey')).toBe('site path:overons path:overons@belgium');
  });
});
