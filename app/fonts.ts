import localFont from 'next/font/local';

// Inter from the @fontsource-variable package: no network fonts, works offline and in CI.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
