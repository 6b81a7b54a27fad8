import { serializeJsonLd } from '@/lib/domain/json-ld';
import { getSiteSettings } from '@/lib/server/content/source';
import { SITE_URL } from '@/lib/domain/site-url';

/** schema.org Organization for search engines, from the site settings. */
export async function OrganizationJsonLd() {
  const organisation = (await getSiteSettings())?.organisation;
  if (!organisation?.name) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    url: SITE_URL,
    email: organisation.email,
    logo: new URL('/icon.svg', SITE_URL).toString(),
    areaServed: organisation.areaServed,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
