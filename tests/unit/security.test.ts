import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_SCRIPT, FORCED_COLOUR_MODE_SCRIPTS } from '@/lib/domain/colour-mode-scripts';
import { isSignedOutError } from '@/lib/domain/firebase/auth-errors';
import { commonSecurityHeaders, newNonce, pagePolicy, studioPolicy } from '@/lib/server/security/headers';

const base = { framable: false, https: false };
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part === name || part.startsWith(`${name} `));

describe('page Content-Security-Policy', () => {
  it('with a nonce: strict-dynamic, the hashed colour-mode scripts, no unsafe-inline scripts', () => {
    const policy = pagePolicy({ ...base, nonce: 'abc' });
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'nonce-abc' 'strict-dynamic' ${hash(COLOUR_MODE_SCRIPT)} ${hash(FORCED_COLOUR_MODE_SCRIPTS.light)} ${hash(FORCED_COLOUR_MODE_SCRIPTS.dark)}`,
    );
    expect(policy).not.toContain('unsafe-eval');
  });

  it('prerendered pages (no nonce possible) allow inline scripts, nothing else is looser', () => {
    const withNonce = pagePolicy({ ...base, nonce: 'abc' })
      .split('; ')
      .slice(2);
    const prerendered = pagePolicy(base);
    expect(directive(prerendered, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(prerendered.split('; ').slice(2)).toEqual(withNonce);
    expect(directive(prerendered, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(prerendered, 'object-src')).toBe("object-src 'none'");
  });

  it('allows the tag manager only when configured, framing only in draft mode, upgrades only on https', () => {
    expect(pagePolicy(base)).not.toContain('googletagmanager');
    expect(directive(pagePolicy({ ...base, consentScript: 'gtag()' }), 'script-src')).toContain(
      'https://www.googletagmanager.com',
    );
    expect(directive(pagePolicy({ ...base, framable: true }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(pagePolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy({ ...base, https: true })).toContain('upgrade-insecure-requests');
  });

  it('gives the hosted Studio its Sanity hosts, the local one only the site, and every response the common headers', () => {
    expect(directive(studioPolicy({ hosted: true }), 'connect-src')).toContain('https://*.sanity.io');
    expect(directive(studioPolicy({ hosted: false }), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(studioPolicy({ hosted: false }), 'img-src')).not.toContain('sanity.io');
    // Another Content Lake API in Sanity's place: the Studio and the pages' images reach it, and nothing else does.
    const lake = 'https://inhoud.example';
    expect(directive(studioPolicy({ hosted: true, contentApi: lake }), 'connect-src')).toContain(lake);
    expect(directive(studioPolicy({ hosted: false, contentApi: lake }), 'connect-src')).toBe(
      "connect-src 'self'",
    );
    expect(directive(pagePolicy({ ...base, contentApi: lake }), 'img-src')).toContain(lake);
    expect(directive(pagePolicy({ ...base, contentApi: lake }), 'connect-src')).not.toContain(lake);
    expect(commonSecurityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(commonSecurityHeaders({ production: true })['Strict-Transport-Security']).toMatch(
      /^max-age=63072000/,
    );
    expect(commonSecurityHeaders({ production: true })['X-Content-Type-Options']).toBe('nosniff');
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});

describe('Firebase session errors', () => {
  it('counts only an invalid session as signed out; anything else is Firebase being unavailable', () => {
    expect(isSignedOutError({ code: 'auth/session-cookie-expired' })).toBe(true);
    expect(isSignedOutError({ code: 'auth/session-cookie-revoked' })).toBe(true);
    expect(isSignedOutError({ code: 'auth/internal-error' })).toBe(false);
    expect(isSignedOutError({ code: 'app/network-error' })).toBe(false);
    expect(isSignedOutError(new Error('ECONNREFUSED'))).toBe(false);
  });
});
