import { serializeJsonLd } from '@/lib/shared/content/json-ld';
import { getSiteSettings } from '@/lib/server/content/source';
import { siteOfPage } from '@/lib/server/market';

/** schema.org Organization for search engines, from the site settings, at the host's own address. */
export async function OrganizationJsonLd() {
  const [settings, { origin }] = await Promise.all([getSiteSettings(), siteOfPage()]);
  const organisation = settings?.organisation;
  if (!organisation?.name) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    url: origin,
    email: organisation.email,
    logo: new URL('/icon.svg', origin).toString(),
    areaServed: organisation.areaServed,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
