// Under `next dev` the root layout takes the stylesheet through Next, for hot reloading. A production build
// aliases this module to stylesheet-from-build.ts (next.config.ts): there lib/server/site-styles/build.mjs compiles it.
import '@/app/globals.css';
