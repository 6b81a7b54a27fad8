import { defineQuery } from 'next-sanity';
import { BLOCKS } from '@/blocks/projections';
import { IMAGE, RICH_TEXT } from '@/lib/domain/content/projections';

/*
 * Every GROQ query of the site. The same text runs against the hosted Content Lake and against the bundled
 * dataset (groq-js); drafts are filtered in the text so both backends agree for visitors.
 */

const PUBLISHED = '!(_id in path("drafts.**"))';

const SEO = `seo{ ..., image${IMAGE} }`;

export const homeQuery = defineQuery(
  `*[_type == "home" && _id == "home"][0]{ _id, _type, title, ${SEO}, ${BLOCKS} }`,
);

export const pageByPathQuery = defineQuery(
  `*[_type in ["page", "legalPage"] && slug.current == $path && ${PUBLISHED}][0]{
    _id, _type, title, "path": slug.current, markets, ${SEO},
    _type == "page" => { ${BLOCKS} },
    _type == "legalPage" => { effectiveDate, summary, body${RICH_TEXT} }
  }`,
);

export const allPagePathsQuery = defineQuery(
  `*[_type in ["page", "legalPage"] && defined(slug.current) && ${PUBLISHED}]{ _type, "path": slug.current, _updatedAt, "noIndex": seo.noIndex, markets }`,
);

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{ navigation, footerNavigation, footerText, organisation, defaultSeo }`,
);

export const routeCopyQuery = defineQuery(
  `*[_type == "routeCopy" && route == $route && ${PUBLISHED}][0]{ _id, title, body${RICH_TEXT}, ${SEO} }`,
);

export const discoverFunnelQuery = defineQuery(
  `*[_type == "discoverFunnel" && product == $product && ${PUBLISHED}][0]{
    _id, product, title, intro, steps[]{ _key, title, body${RICH_TEXT}, highlight }, finalCta, ${SEO}
  }`,
);

export const discoverFunnelsQuery = defineQuery(
  `*[_type == "discoverFunnel" && ${PUBLISHED}] | order(product asc){ product, "stepCount": count(steps) }`,
);

export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && ${PUBLISHED}]{ source, destination, permanent }`,
);
