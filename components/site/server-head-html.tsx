import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { CONSENT_HEAD_SCRIPT } from '@/components/site/cookie-consent/head-script';
import { siteStyles } from '@/lib/server/site-styles/manifest';

/**
 * What the server render writes into <head> outside React's payload, so each travels once: the consent script
 * (builds with a tag-manager container; lib/domain/consent.ts), then the first screen's styles, so the first paint
 * does not wait for the stylesheet. A rendered <script> or <style> would come again in the payload. Server render
 * only: the browser bundle gets an empty stand-in for this module (next.config.ts).
 */
export function useServerHeadHtml(errorPage: boolean): void {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current) return null;
    inserted.current = true;
    const styles = siteStyles();
    return (
      <>
        {CONSENT_HEAD_SCRIPT && !errorPage ? (
          <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
        ) : null}
        {styles ? <style dangerouslySetInnerHTML={{ __html: styles.firstScreen }} /> : null}
        {/* The error page that replaces the root layout has no SiteStylesheet of its own. */}
        {styles && errorPage ? <link rel="stylesheet" href={styles.href} /> : null}
      </>
    );
  });
}
