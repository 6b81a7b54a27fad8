import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { RichText } from '@/components/blocks/rich-text';
import { contentMetadata } from '@/lib/shared/content/metadata';
import type { RouteCopyKey } from '@/lib/domain/content/route-copy';
import { getRouteCopy } from '@/lib/server/content/source';
import { siteOfPage } from '@/lib/server/market';

/** Metadata of a code route from its CMS copy (title and SEO fields), with a fallback while none is published. */
export async function routeCopyMetadata(
  route: RouteCopyKey,
  fallbackTitle: string,
  noIndex = false,
): Promise<Metadata> {
  const [copy, { market }] = await Promise.all([getRouteCopy(route), siteOfPage()]);
  const metadata = contentMetadata(route, copy?.title ?? fallbackTitle, copy?.seo, {
    locale: market.numberLocale,
  });
  return noIndex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** A code route's heading and text from the CMS, followed by what the code adds (a form, links). */
export async function RouteCopyPage({
  route,
  fallbackTitle,
  children,
}: {
  route: RouteCopyKey;
  fallbackTitle: string;
  children?: ReactNode;
}) {
  const copy = await getRouteCopy(route);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-balance md:text-4xl">{copy?.title ?? fallbackTitle}</h1>
      {copy?.body?.length ? (
        <RichText value={copy.body} className="mt-6 text-lg text-neutral-800 dark:text-neutral-200" />
      ) : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </div>
  );
}
