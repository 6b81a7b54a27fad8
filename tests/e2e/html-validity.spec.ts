import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PARTNER_PRESETS } from '@/lib/domain/calculators/presets';
import { COLOUR_MODE_SET_ID } from '@/lib/domain/colour-mode';
import { DEFAULT_URL } from './fixtures';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** Public routes the sitemap does not list: flows' variants, thank-you pages, calculators, sign-in, errors. */
const OTHER_PUBLIC_ROUTES = [
  '/koper-v3',
  '/bedankt-koper',
  '/bedankt-verkoper',
  '/calculator/koper',
  '/calculator/verkoper',
  '/calculator/calculator-gvo',
  ...PARTNER_PRESETS.map((preset) => `/calculator/${preset.kind}-${preset.slug}`),
  '/login',
  '/logout',
  '/aanmelden',
  '/email-verificatie',
  '/verificatie-resend',
  '/password-reset-mail',
  '/Password-reset',
  '/bestaat-niet',
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The HTML standard allows `blocking` on `<link rel="expect">` (the root layout holds the first paint with one until
 * the colour mode is set); this checker still allows it on stylesheet links only. Only that message on that link.
 */
function checkerLagsTheStandard(message: VnuMessage): boolean {
  return (
    message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    (message.extract ?? '').includes(`<link rel="expect" href="#${COLOUR_MODE_SET_ID}" blocking="render"/>`)
  );
}

test('the W3C Nu HTML checker finds no errors on any public route', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get(`${DEFAULT_URL}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Every step of every discover funnel, not only the first one the sitemap lists.
  const funnelSteps: string[] = [];
  for (const first of listed.filter((route) => /^\/ontdek[a-z]+\/1$/.test(route))) {
    for (let step = 2; (await request.get(`${DEFAULT_URL}${first.slice(0, -1)}${step}`)).ok(); step++)
      funnelSteps.push(`${first.slice(0, -1)}${step}`);
  }
  const routes = [...new Set([...listed, ...funnelSteps, ...OTHER_PUBLIC_ROUTES])];
  expect(routes.length).toBeGreaterThan(30);

  const folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-vnu-'));
  try {
    const files: string[] = [];
    for (const route of routes) {
      const response = await request.get(`${DEFAULT_URL}${route}`);
      expect(response.status(), route).toBeLessThan(500);
      const file = path.join(folder, `${files.length}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const messages = (JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => !checkerLagsTheStandard(message))
      .map((message) => ({
        route: routes[Number(path.basename(new URL(message.url).pathname, '.html'))],
        line: message.lastLine,
        message: message.message,
        extract: message.extract?.slice(0, 120),
      }));
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
