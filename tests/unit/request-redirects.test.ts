import { describe, expect, it } from 'vitest';
import { buildRedirectTable } from '@/lib/domain/content/redirects';
import type { ContentView } from '@/lib/server/request/content-view';
import { redirectFor } from '@/lib/server/request/redirects';
import { pathOf, requestFor } from './requests';

const view: ContentView = {
  redirects: buildRedirectTable([
    { source: '/energiedelen', destination: '/energie-delen', permanent: true },
    { source: '/zomeractie/', destination: '/kopersinformatie?bron=actie', permanent: false },
    { source: '/regels', destination: 'https://www.vreg.be/nl/energie-delen', permanent: true },
  ]),
  pages: { byPath: new Map(), funnelSteps: new Map() },
};

describe('the redirects step', () => {
  it('redirects permanently with 308 and otherwise with 307, keeping the query', () => {
    const permanent = redirectFor(requestFor('/energiedelen'), view);
    expect(permanent?.status).toBe(308);
    expect(pathOf(permanent!.headers.get('location'))).toBe('/energie-delen');
    const temporary = redirectFor(requestFor('/zomeractie?utm_medium=print'), view);
    expect(temporary?.status).toBe(307);
    expect(pathOf(temporary!.headers.get('location'))).toBe('/kopersinformatie?bron=actie&utm_medium=print');
  });

  it('matches a path with or without its trailing slash, and leads to other sites too', () => {
    expect(redirectFor(requestFor('/energiedelen/'), view)?.status).toBe(308);
    expect(redirectFor(requestFor('/regels'), view)?.headers.get('location')).toBe(
      'https://www.vreg.be/nl/energie-delen',
    );
  });

  it('lets the page through without a redirect, and while the content cannot be read', () => {
    expect(redirectFor(requestFor('/overons'), view)).toBeUndefined();
    expect(redirectFor(requestFor('/energiedelen'), undefined)).toBeUndefined();
  });
});
