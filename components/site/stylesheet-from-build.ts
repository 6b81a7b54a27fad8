// Production: the stylesheet is compiled by lib/server/site-styles/build.mjs and linked by site-stylesheet.tsx.
export {};
