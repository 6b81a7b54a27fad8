'use client';

// The client-component entry: the plain `next-sanity/studio` one injects Sanity's bridge script from its CDN.
import { NextStudio } from 'next-sanity/studio/client-component';
import { isHostedContent } from '@/lib/domain/content/config';
import config from '@/sanity.config';

/**
 * On the local lake there is no project at sanity.io: the Studio's "Project beheren" and "Leden uitnodigen" links
 * (in the workspace and user menus) would open an empty page on another host, and the Help menu's "Diagnostics"
 * gathers a report for Sanity's support about the hosted API, in English only. Neither is shown; the Studio offers
 * no option to leave them out.
 */
const WITHOUT_HOSTED_SERVICES = `
  a[href*="sanity.io/manage/"], a[href*="sanity.work/manage/"] { display: none !important; }
  [data-ui="MenuItem"]:has([data-sanity-icon="bug"]) { display: none !important; }
`;

/**
 * Editors' titles as they wrote them: the breadcrumb of an open block sets `text-transform: capitalize` inline
 * ("Hoe Werkt Het?"), which Dutch titles do not take. (The Studio's font comes from the site through
 * studio/studio-fonts-postcss.cjs.)
 */
const TITLES_AS_WRITTEN = `[style*="text-transform: capitalize"] { text-transform: none !important; }`;

/**
 * The embedded Sanity Studio on /studio: on the hosted Content Lake when a project is configured, otherwise on the
 * site's local Content Lake (see sanity.config.ts and lake/).
 */
export function Studio() {
  return (
    <>
      <style href="stroomplein-studio-titles" precedence="high">
        {TITLES_AS_WRITTEN}
      </style>
      {isHostedContent ? null : <style>{WITHOUT_HOSTED_SERVICES}</style>}
      <NextStudio config={config} />
    </>
  );
}
