import tailwindcss from '@tailwindcss/postcss';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { firstScreenCss } from './first-screen.mjs';
import { FIRST_SCREEN_NAMES, SITE_STYLES_MANIFEST } from './paths.mjs';

/**
 * The production stylesheet, compiled here rather than imported by the root layout: Next links an imported
 * stylesheet in <head>, where the first paint waits for it, one round trip on a slow phone. This build step
 * writes the whole sheet as a hashed, immutable file under /_next/static/css/ and the first screen's part of it
 * into the manifest; the layout inlines that part and loads the file without waiting for it.
 *
 * @param {{ projectDir: string, distDir: string }} directories
 * @returns {Promise<{ href: string, firstScreen: string }>}
 */
export async function writeSiteStyles({ projectDir, distDir }) {
  const from = join(projectDir, 'app', 'globals.css');
  const { css } = await postcss([tailwindcss({ base: projectDir, optimize: { minify: true } })]).process(
    readFileSync(from, 'utf8'),
    { from },
  );
  const file = `site-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  mkdirSync(join(distDir, 'static', 'css'), { recursive: true });
  writeFileSync(join(distDir, 'static', 'css', file), css);
  const names = JSON.parse(readFileSync(join(projectDir, FIRST_SCREEN_NAMES), 'utf8'));
  const manifest = { href: `/_next/static/css/${file}`, firstScreen: firstScreenCss(css, names) };
  writeFileSync(join(distDir, SITE_STYLES_MANIFEST), JSON.stringify(manifest));
  return manifest;
}
