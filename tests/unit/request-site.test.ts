import { describe, expect, it } from 'vitest';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { isDraftMode, onSite, requestSite, siteAddress } from '@/lib/server/request/site';
import { pathOf, requestFor } from './requests';

const PREVIEW = { cookie: '__prerender_bypass=1; stroomplein-preview-market=netherlands' };

describe('the site of a request', () => {
  it('follows the host: a mapped host its market, any other host the plain site', () => {
    expect(requestSite(requestFor('/', { host: 'belgie.localhost:3000' }))).toEqual({
      site: 'belgium@belgie.localhost',
      hostSite: 'belgium@belgie.localhost',
      market: 'belgium',
    });
    expect(requestSite(requestFor('/', { host: 'elders.example' }))).toEqual({
      site: 'geen',
      hostSite: 'geen',
      market: null,
    });
  });

  it("shows an editor's preview on its own segment, in the market chosen in the toolbar", () => {
    const request = requestFor('/', { host: 'belgie.localhost:3000', headers: PREVIEW });
    expect(isDraftMode(request)).toBe(true);
    expect(requestSite(request)).toEqual({
      site: 'voorbeeld',
      hostSite: 'belgium@belgie.localhost',
      market: 'netherlands',
    });
  });

  it('takes the site this server names when it asks itself for a page, whatever its own host', () => {
    expect(requestSite(requestFor('/', { headers: PREVIEW }), 'flags@flags.localhost')).toEqual({
      site: 'flags@flags.localhost',
      hostSite: 'geen',
      market: 'flags',
    });
  });

  it('rewrites onto the site segment on the request’s own origin, the address unchanged', () => {
    const request = requestFor('/overons?x=1');
    expect(siteAddress(request, 'geen').href).toBe('http://localhost:3000/geen/overons?x=1');
    expect(siteAddress(requestFor('/'), 'geen').pathname).toBe('/geen');
    expect(siteAddress(request, 'geen', '/niet-gevonden/overons', '').href).toBe(
      'http://localhost:3000/geen/niet-gevonden/overons',
    );
    expect(pathOf(getRewrittenUrl(onSite(request, 'geen', '/studio')))).toBe('/geen/studio?x=1');
  });
});
