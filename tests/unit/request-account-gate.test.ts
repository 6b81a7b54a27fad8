import { describe, expect, it } from 'vitest';
import { accountGate, isAccountPath } from '@/lib/server/request/account-gate';
import { pathOf, requestFor } from './requests';

describe('the account gate', () => {
  it('sends an account page without a session to sign-in, and back after it', () => {
    const response = accountGate(requestFor('/account/formulieren?tab=2'));
    expect(response?.status).toBe(307);
    expect(pathOf(response!.headers.get('location'))).toBe(
      `/login?next=${encodeURIComponent('/account/formulieren?tab=2')}`,
    );
  });

  it("a client-side navigation's RSC parameter stays out of the way back (the proxy sees the request as sent)", () => {
    const response = accountGate(requestFor('/account?tab=2&_rsc=1x2y3'));
    expect(pathOf(response!.headers.get('location'))).toBe(
      `/login?next=${encodeURIComponent('/account?tab=2')}`,
    );
  });

  it('lets an account page with a session through: the page checks the cookie itself', () => {
    expect(accountGate(requestFor('/account', { headers: { cookie: '__session=iets' } }))).toBeUndefined();
  });

  it('leaves every other path alone', () => {
    expect(accountGate(requestFor('/accounts'))).toBeUndefined();
    expect(accountGate(requestFor('/login'))).toBeUndefined();
    expect(isAccountPath('/account')).toBe(true);
    expect(isAccountPath('/account/accountgegevens')).toBe(true);
    expect(isAccountPath('/accountgegevens')).toBe(false);
  });
});
