import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/content-page';
import { OrganizationJsonLd } from '@/components/content/organization-json-ld';
import { contentMetadata } from '@/lib/shared/content/metadata';
import { decodeSegments, toHref, toPagePath } from '@/lib/domain/content/paths';
import { languageAlternatesOf, siteOfPage } from '@/lib/server/market';
import { shownInMarket } from '@/lib/domain/markets';
import { getPreviewState } from '@/lib/server/content/preview';
import { pagesToPrerender } from '@/lib/domain/content/prerender';
import { getAllPagePaths, getHome, getPageByPath, getSiteSettings } from '@/lib/server/content/source';

interface Props {
  params: Promise<{ slug?: string[] }>;
}

/**
 * Home and the most visited CMS pages by their full path, prerendered from the content source (lib/content/
 * prerender.ts); the others render on their first request. All are cached and revalidated by tag.
 */
export async function generateStaticParams() {
  const [pages, settings] = await Promise.all([getAllPagePaths(), getSiteSettings()]);
  const links = [...(settings?.navigation ?? []), ...(settings?.footerNavigation ?? [])];
  const paths = pagesToPrerender(
    pages,
    links.map(({ href }) => href),
  );
  return [{ slug: [] }, ...paths.map((path) => ({ slug: path.split('/') }))];
}

async function load(params: Props['params']) {
  const { slug } = await params;
  const segments = decodeSegments(slug);
  const path = segments && toPagePath(segments);
  if (path === null) return null;
  const { market } = await siteOfPage();
  if (path === '') {
    const home = await getHome(market.id);
    return home ? { path, document: home } : null;
  }
  const page = await getPageByPath(path, market.id);
  // A page limited to other markets does not exist on this host.
  return page && shownInMarket(page, market.id) ? { path, document: page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  return contentMetadata(loaded.path, loaded.document.title ?? 'Stroomplein', loaded.document.seo, {
    locale: (await siteOfPage()).market.numberLocale,
    languages: await languageAlternatesOf(
      toHref(loaded.path),
      'markets' in loaded.document ? loaded.document.markets : null,
    ),
  });
}

export default async function CatchAllPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const preview = await getPreviewState();
  return (
    <>
      {loaded.path === '' ? <OrganizationJsonLd /> : null}
      <ContentPage document={loaded.document} market={preview.market} preview={preview.enabled} />
    </>
  );
}
