'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { siteStyles } from '@/lib/server/site-styles/manifest';

/**
 * The first screen's styles, inlined into <head> by the server render, so the first paint does not wait for the
 * stylesheet. Inserted HTML rather than a rendered <style>: the text stays out of the React payload, and the
 * browser bundle gets an empty stand-in for the manifest (next.config.ts).
 */
export function FirstScreenStyles({ linkStylesheet = false }: { linkStylesheet?: boolean }) {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    const styles = siteStyles();
    if (inserted.current || !styles) return null;
    inserted.current = true;
    return (
      <>
        <style dangerouslySetInnerHTML={{ __html: styles.firstScreen }} />
        {/* The error page that replaces the root layout has no SiteStylesheet of its own. */}
        {linkStylesheet ? <link rel="stylesheet" href={styles.href} /> : null}
      </>
    );
  });
  return null;
}
