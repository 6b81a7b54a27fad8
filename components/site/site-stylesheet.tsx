import { preload } from 'react-dom';
import { siteStyles } from '@/lib/server/site-styles/manifest';

/**
 * The whole stylesheet, last in <body>: a stylesheet found after <body> has opened does not hold back the first
 * paint, which the inlined first-screen styles serve. The preload in <head> fetches it with the HTML, so the
 * rest of the page is styled long before it is scrolled into view; the file is cached for the next page.
 */
export function SiteStylesheet() {
  const styles = siteStyles();
  if (!styles) return null;
  preload(styles.href, { as: 'style' });
  return <link rel="stylesheet" href={styles.href} />;
}
