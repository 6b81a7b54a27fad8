import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_URL } from './fixtures';
import { signInAsEditor } from './studio-helpers';

/** CSP violations the browser reports on a page (a blocked script would break it silently). */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  });
  return violations;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `) || part === name);

test.describe('security headers', () => {
  const PAGES = [
    '/',
    '/kopersinformatie',
    '/gebruikersinformatie/privacyverklaring',
    '/calculator/koper',
    '/koper',
    '/login',
    '/contact',
    '/ontdekkoper/1',
    '/bestaat-niet',
  ];

  for (const path of PAGES) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(`${DEFAULT_URL}${path}`, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // next start runs in production mode: HSTS is sent (browsers honour it over https only).
      expect(headers['strict-transport-security']).toMatch(/^max-age=63072000/);
      const policy = headers['content-security-policy'] ?? '';
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
      expect(policy).not.toContain('unsafe-eval');
    });
  }

  test('the Studio and the account pages cut off the window that opened them; public pages do not', async ({
    request,
  }) => {
    const openerPolicy = async (path: string) =>
      (await request.get(`${DEFAULT_URL}${path}`, { maxRedirects: 0 })).headers()[
        'cross-origin-opener-policy'
      ];
    for (const path of ['/studio/structure', '/login', '/aanmelden', '/account', '/password-reset-mail'])
      expect(await openerPolicy(path), path).toBe('same-origin');
    // Public pages are the same for every visitor; the header would cost a phone a renderer process on arrival.
    for (const path of ['/', '/kopersinformatie', '/calculator/koper', '/koper', '/bestaat-niet'])
      expect(await openerPolicy(path), path).toBeUndefined();
  });

  test('the browser knows every feature the Permissions-Policy names (it logs no error about the header)', async ({
    page,
  }) => {
    const headerErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Permissions-Policy')) headerErrors.push(message.text());
    });
    await page.goto('/');
    await page.goto('/koper');
    expect(headerErrors).toEqual([]);
  });

  test('pages rendered per request get a fresh nonce, used on every script', async ({ request }) => {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.get(`${DEFAULT_URL}/koper`);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(directive(policy, 'script-src')).toContain("'strict-dynamic'");
      expect(policy).not.toContain("'unsafe-inline' 'nonce");
      nonces.add(nonce!);
      const html = await response.text();
      const scripts = [
        ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
      ].map((match) => ({ attributes: match[1] ?? '', code: match[2] ?? '' }));
      expect(scripts.length).toBeGreaterThan(0);
      // Every executable script carries the nonce, or is inline and allowed by its hash (the colour mode, and the
      // consent script in this build with a tag-manager container).
      const withoutNonce = scripts.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
      expect(withoutNonce.length).toBeLessThanOrEqual(2);
      for (const { attributes, code } of withoutNonce) {
        expect(attributes, 'a script file without the nonce').not.toContain('src=');
        const hash = createHash('sha256').update(code).digest('base64');
        expect(directive(policy, 'script-src'), code.slice(0, 60)).toContain(`'sha256-${hash}'`);
      }
    }
    expect(nonces.size).toBe(2);
  });

  test('the local Studio may reach only the site; in draft mode only the Studio may frame the site', async ({
    page,
    request,
  }) => {
    // An editor's request: signed out, the Studio's address leads to the sign-in.
    await signInAsEditor(page);
    const studio =
      (await page.request.get(`${DEFAULT_URL}/studio`)).headers()['content-security-policy'] ?? '';
    expect(directive(studio, 'connect-src')).toBe("connect-src 'self'");
    const draft = await request.get(`${DEFAULT_URL}/overons`, {
      headers: { cookie: '__prerender_bypass=1' },
    });
    expect(directive(draft.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
  });

  test('the local lake sets and clears no cookie, whatever preview cookies a request carries', async ({
    request,
  }) => {
    const cookie = '__prerender_bypass=x; __next_preview_data=y';
    const api = `${DEFAULT_URL}/api/lake/v2025-02-19`;
    const answers = [
      await request.get(`${api}/data/query/production?query=${encodeURIComponent('count(*)')}`, {
        headers: { cookie },
      }),
      await request.get(`${api}/users/me`, { headers: { cookie } }),
      await request.post(`${api}/data/mutate/production`, { headers: { cookie }, data: { mutations: [] } }),
      await request.fetch(`${api}/data/query/production`, {
        method: 'OPTIONS',
        headers: { cookie, origin: 'http://localhost:3333', 'access-control-request-method': 'POST' },
      }),
    ];
    for (const answer of answers) {
      const setCookies = answer.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie');
      expect(setCookies, `${answer.url()} (${answer.status()})`).toEqual([]);
    }
  });

  test('the local lake answers a preflight from an origin on its CORS list, and gives others nothing', async ({
    request,
  }) => {
    const preflight = (origin: string) =>
      request.fetch(`${DEFAULT_URL}/api/lake/v2025-02-19/data/query/production`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-sanity-project-id',
        },
      });
    const studio = await preflight('http://localhost:3333');
    expect(studio.status()).toBe(204);
    expect(studio.headers()['access-control-allow-origin']).toBe('http://localhost:3333');
    expect(studio.headers()['access-control-allow-credentials']).toBe('true');
    expect(studio.headers()['access-control-allow-headers']).toMatch(/X-Sanity-Project-ID/);
    const elsewhere = await preflight('https://elders.example');
    expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
    expect(elsewhere.headers()['access-control-allow-methods']).toBeUndefined();
  });

  for (const path of ['/', '/calculator/verkoper', '/koper', '/login', '/contact']) {
    test(`${path} runs without CSP violations and hydrates`, async ({ page }) => {
      const violations = await collectViolations(page);
      await page.goto(path);
      // The colour-mode script (inline, allowed by its hash) ran before paint.
      await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
      // React hydrated: a client-side behaviour works.
      if (path === '/koper') {
        await page.getByRole('button', { name: 'Volgende' }).click();
        await expect(page.locator('main').getByRole('alert')).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Donker' }).first().click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      }
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
