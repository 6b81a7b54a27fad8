'use client';

import { useServerHeadHtml } from '@/components/site/server-head-html';

/**
 * Writes the consent script and the first screen's styles into <head> during the server render
 * (server-head-html.tsx); in the browser it does nothing.
 */
export function ServerInsertedHead({ errorPage = false }: { errorPage?: boolean }) {
  useServerHeadHtml(errorPage);
  return null;
}
