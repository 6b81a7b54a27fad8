// The Studio kit (sanity's `ui5`) declares its Inter faces with Sanity's CDN as their source. This PostCSS plugin,
// run by Next on every stylesheet it bundles, points those sources at the same font served by the site
// (public/studio-fonts, from @fontsource-variable/inter, SIL OFL), so no request of the Studio leaves the site's host
// and no installed file is changed. A remote font it does not know fails the build: serve that one from the site too.
const CDN = 'https://design-system-static.sanity.io/';
const LOCAL = {
  'InterVariable-latin-': '/studio-fonts/inter-latin-wght-normal.woff2',
  'InterVariable-Italic-latin-': '/studio-fonts/inter-latin-wght-italic.woff2',
};

/** @type {import('postcss').PluginCreator<void>} */
const studioFonts = () => ({
  postcssPlugin: 'stroomplein-studio-fonts',
  Declaration: {
    src(declaration) {
      if (!declaration.value.includes(CDN)) return;
      declaration.value = declaration.value.replace(
        /url\((["']?)(https:\/\/[^)"']+)\1\)/g,
        (match, quote, url) => {
          if (!url.startsWith(CDN)) return match;
          const file = url.slice(CDN.length);
          const local = Object.entries(LOCAL).find(([prefix]) => file.startsWith(prefix))?.[1];
          if (!local) {
            throw declaration.error(
              `studio fonts: ${url} is not served by the site; add it to public/studio-fonts`,
            );
          }
          return `url(${local})`;
        },
      );
    },
  },
});
studioFonts.postcss = true;

module.exports = studioFonts;
