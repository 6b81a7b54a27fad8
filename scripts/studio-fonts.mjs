// The Studio's UI kit (sanity's pinned `ui5` = @sanity/ui 5 alpha) loads its Inter font from Sanity's CDN. This
// site serves the same font itself (public/studio-fonts, from @fontsource-variable/inter, SIL OFL), so no
// request of the Studio leaves the site's host. Run after every install (postinstall), like patch-package; a
// string patch because the stylesheet is one minified line that a diff would copy whole.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FONTS = {
  'https://design-system-static.sanity.io/InterVariable-latin-20260728.woff2':
    '/studio-fonts/inter-latin-wght-normal.woff2',
  'https://design-system-static.sanity.io/InterVariable-Italic-latin-20260728.woff2':
    '/studio-fonts/inter-latin-wght-italic.woff2',
};

// Where npm put the kit: beside sanity, or inside it when another version sits at the top.
const root = path.resolve(import.meta.dirname, '..');
const stylesheet = ['node_modules/sanity/node_modules/ui5', 'node_modules/ui5']
  .map((folder) => path.join(root, folder, 'dist/styles.css'))
  .find((file) => existsSync(file));
if (!stylesheet)
  throw new Error('studio-fonts: the Studio UI kit (ui5) is not installed where sanity can load it.');
let css = readFileSync(stylesheet, 'utf8');
for (const [remote, local] of Object.entries(FONTS)) {
  if (!css.includes(remote) && !css.includes(local)) {
    throw new Error(
      `studio-fonts: ${remote} is no longer in ${stylesheet}; check the Studio's fonts after the upgrade.`,
    );
  }
  css = css.replaceAll(remote, local);
}
if (/https?:\/\/[^)'"]*\.woff2/.test(css)) {
  throw new Error(
    `studio-fonts: ${stylesheet} loads another remote font; serve it from public/studio-fonts too.`,
  );
}
writeFileSync(stylesheet, css);
console.log('studio-fonts: the Studio loads Inter from /studio-fonts');
