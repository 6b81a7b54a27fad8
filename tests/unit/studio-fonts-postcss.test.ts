import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type PluginCreator } from 'postcss';
import { describe, expect, it } from 'vitest';

const studioFonts = createRequire(import.meta.url)(
  '../../studio/studio-fonts-postcss.cjs',
) as PluginCreator<void>;
const run = (css: string) => postcss([studioFonts()]).process(css, { from: undefined }).css;

describe("the Studio's font", () => {
  it("comes from the site in the installed Studio kit's stylesheet: no source on Sanity's CDN is left", () => {
    // The kit as sanity loads it (its browser stylesheet, beside its package.json).
    const fromSanity = createRequire(createRequire(import.meta.url).resolve('sanity'));
    const kit = readFileSync(
      path.join(path.dirname(fromSanity.resolve('ui5/package.json')), 'dist/styles.css'),
      'utf8',
    );
    expect(kit).toContain('https://design-system-static.sanity.io/');
    const built = run(kit);
    expect(built).not.toContain('design-system-static');
    expect(built).toContain('url(/studio-fonts/inter-latin-wght-normal.woff2)');
    expect(built).toContain('url(/studio-fonts/inter-latin-wght-italic.woff2)');
  });

  it('fails the build on a font of that CDN the site does not serve', () => {
    expect(() =>
      run('@font-face{font-family:Mono;src:url(https://design-system-static.sanity.io/Mono-20270101.woff2)}'),
    ).toThrow(/Mono-20270101\.woff2 is not served by the site/);
  });
});
