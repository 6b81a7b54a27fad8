import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Firebase as the lake's callers meet it: a session cookie verified with the revocation check, answered when the
// test says so (a loaded Firebase answers late or not at all).
const verifySessionCookie = vi.fn<(cookie: string, checkRevoked: boolean) => Promise<object>>();
// An account as a Studio session's check reads it.
const getUser = vi.fn<(uid: string) => Promise<object>>();
vi.mock('@/lib/server/firebase/admin', () => ({ adminAuth: () => ({ verifySessionCookie, getUser }) }));

const { identifyAccount, identifyCaller } = await import('@/lib/server/editor-identity');

const EDITOR_CLAIMS = { uid: 'rik', email: 'rik@stroomplein.be', name: 'Rik', editor: true };
let cookieNumber = 0;
let request: Request;
const never = () => new Promise<object>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  verifySessionCookie.mockReset();
  getUser.mockReset();
  // A cookie of its own per test: the verified cookies are kept for the process.
  request = new Request('http://127.0.0.1/api/lake/v1/data/query/production', {
    headers: { cookie: `__session=sessie-${++cookieNumber}` },
  });
});
afterEach(() => vi.useRealTimers());

describe('who calls the lake', () => {
  it('an editor at work never waits for Firebase: a cookie in use is verified again in the background', async () => {
    verifySessionCookie.mockResolvedValueOnce(EDITOR_CLAIMS);
    expect(await identifyCaller(request)).toMatchObject({ kind: 'editor', uid: 'rik' });
    expect(verifySessionCookie).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(await identifyCaller(request)).toMatchObject({ kind: 'editor' });
    expect(verifySessionCookie).toHaveBeenCalledTimes(1);

    // Firebase slow for longer than a visitor may wait: the editor's requests are answered all the same.
    verifySessionCookie.mockImplementation(never);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await identifyCaller(request)).toMatchObject({ kind: 'editor' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await identifyCaller(request)).toMatchObject({ kind: 'editor' });
    expect(verifySessionCookie).toHaveBeenCalledTimes(2);
  });

  it('a session revoked meanwhile is refused once the background verification has answered', async () => {
    verifySessionCookie.mockResolvedValueOnce(EDITOR_CLAIMS);
    await identifyCaller(request);
    verifySessionCookie.mockRejectedValueOnce(
      Object.assign(new Error('revoked'), { code: 'auth/session-cookie-revoked' }),
    );
    await vi.advanceTimersByTimeAsync(21_000);
    expect(await identifyCaller(request)).toMatchObject({ kind: 'editor' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await identifyCaller(request)).toEqual({ kind: 'anonymous' });
  });

  it('a cookie not used for 30 s is verified again before it is trusted, within Firebase’s deadline', async () => {
    verifySessionCookie.mockResolvedValueOnce(EDITOR_CLAIMS);
    await identifyCaller(request);
    verifySessionCookie.mockImplementation(never);
    await vi.advanceTimersByTimeAsync(31_000);
    const identity = identifyCaller(request);
    const refused = expect(identity).rejects.toMatchObject({ code: 'firebase/deadline-exceeded' });
    await vi.advanceTimersByTimeAsync(1_500);
    await refused;
  });

  it('a Studio session counts as its account is now: an editor, a visitor once the claim is gone, none once deleted', async () => {
    const user = { uid: `studio-${++cookieNumber}`, email: 'rik@stroomplein.be', name: 'Rik' };
    getUser.mockResolvedValueOnce({
      uid: user.uid,
      email: user.email,
      displayName: 'Rik',
      customClaims: { editor: true },
    });
    expect(await identifyAccount(user)).toMatchObject({ kind: 'editor', uid: user.uid, name: 'Rik' });

    getUser.mockResolvedValueOnce({ uid: user.uid, email: user.email, displayName: 'Rik', customClaims: {} });
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await identifyAccount(user)).toMatchObject({ kind: 'visitor' });

    getUser.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 'auth/user-not-found' }));
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await identifyAccount(user)).toEqual({ kind: 'anonymous' });
  });
});
