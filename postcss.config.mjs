import path from 'node:path';

const config = {
  plugins: {
    '@tailwindcss/postcss': {},
    // The Studio's font from the site, not Sanity's CDN (see the plugin). By absolute path: Next loads the plugins
    // from its own build folder. The build runs in the project's folder.
    [path.join(process.cwd(), 'studio/studio-fonts-postcss.cjs')]: {},
  },
};

export default config;
