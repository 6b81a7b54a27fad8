/**
 * The browser bundle's stand-in for components/site/server-head-html.tsx (next.config.ts): the consent script and
 * the first screen's styles are written into the HTML by the server render only.
 */
export function useServerHeadHtml(): void {}
