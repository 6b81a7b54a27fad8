import localFont from 'next/font/local';

// Inter from the @fontsource-variable package: no network fonts, works offline and in CI. `optional`, not `swap`:
// a font that arrives after the first paint would change line breaks and move the page (CLS 0.19 on the buyer
// flow under a slow phone's network, npm run bench); it then waits for the next page, from the cache.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
});
