import { describe, expect, it, vi } from 'vitest';
import { getRedirectUrl, getRewrittenUrl } from 'next/experimental/testing/server';
import { identifyCaller } from '@/lib/server/editor-identity';
import { studioGate } from '@/lib/server/request/studio-gate';
import { EDITOR_CALLER, pathOf, requestFor } from './requests';

vi.mock('@/lib/server/editor-identity', () => ({ identifyCaller: vi.fn() }));

/** Where a signed-in caller who is `kind` (or whose identity cannot be checked) is sent from the Studio. */
async function signedInAs(kind: 'visitor' | 'editor' | 'unchecked'): Promise<string | null> {
  vi.mocked(identifyCaller).mockImplementation(async () => {
    if (kind === 'unchecked') throw new Error('Firebase onbereikbaar');
    return { kind, uid: 'u', name: 'Iemand', email: 'iemand@voorbeeld.be' };
  });
  const request = requestFor('/studio', { headers: { cookie: '__session=iemand' } });
  return pathOf(getRewrittenUrl(await studioGate(request, 'geen')));
}

describe('the Studio gate', () => {
  const STUDIO_ADDRESSES = [
    '/studio',
    '/studio/structure/page;abc',
    '/studio/presentation?preview=%2Foverons',
  ];

  it('sends a signed-out request for any Studio address to the sign-in, with the address as the way back', async () => {
    const asked = vi.mocked(identifyCaller).mock.calls.length;
    for (const path of STUDIO_ADDRESSES) {
      const response = await studioGate(requestFor(path), 'belgium@belgie.localhost');
      expect(response.status, path).toBe(307);
      expect(pathOf(getRedirectUrl(response)), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    // No session: no call to Firebase.
    expect(vi.mocked(identifyCaller).mock.calls.length).toBe(asked);
  });

  it('serves an editor every Studio address as the one Studio shell on the host’s own site', async () => {
    vi.mocked(identifyCaller).mockResolvedValue(EDITOR_CALLER);
    for (const path of STUDIO_ADDRESSES) {
      const request = requestFor(path, { headers: { cookie: '__session=iemand' } });
      const response = await studioGate(request, 'belgium@belgie.localhost');
      expect(pathOf(getRewrittenUrl(response))?.split('?')[0], path).toBe('/belgium@belgie.localhost/studio');
    }
  });

  it('gives a signed-in account without the editor role the 403 page at the Studio’s address', async () => {
    expect(await signedInAs('visitor')).toBe('/geen/studio-geen-toegang');
  });

  it('lets an editor in, and leaves it to the Studio to say when accounts cannot be reached', async () => {
    expect(await signedInAs('editor')).toBe('/geen/studio');
    expect(await signedInAs('unchecked')).toBe('/geen/studio');
  });

  it('answers an address that does not decode with the 404 page, not the Studio', async () => {
    // server.mjs escapes the `%` signs of a path that is no valid percent-encoding.
    const response = await studioGate(requestFor('/studio/%25E0'), 'geen');
    expect(response.status).toBe(404);
    expect(pathOf(getRewrittenUrl(response))).toBe('/geen/niet-gevonden/studio/%25E0');
  });
});
