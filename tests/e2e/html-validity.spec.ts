import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PARTNER_PRESETS } from '@/lib/domain/calculators/presets';
import { COLOUR_MODE_SET_ID } from '@/lib/domain/colour-mode';
import { publicRoutes } from '../../scripts/lib/public-routes.mjs';
import { DEFAULT_URL } from './fixtures';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** The partner calculators: public pages the sitemap does not list. */
const PARTNER_CALCULATOR_ROUTES = PARTNER_PRESETS.map(
  (preset) => `/calculator/${preset.kind}-${preset.slug}`,
);

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
  // Its CSS module predates @property, range media queries and more of today's CSS; it reads the styles a page
  // inlines for its first screen (part of the Tailwind stylesheet, which it never reads as a linked file).
  if (message.message.startsWith('CSS: ')) return true;
  return (
    message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    (message.extract ?? '').includes(`<link rel="expect" href="#${COLOUR_MODE_SET_ID}" blocking="render"/>`)
  );
}

test('the W3C Nu HTML checker finds no errors on any public route', async ({ request }) => {
  test.setTimeout(120_000);
  const routes = [...new Set([...(await publicRoutes(DEFAULT_URL)), ...PARTNER_CALCULATOR_ROUTES])];
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
