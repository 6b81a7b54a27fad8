import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { stegaClean } from 'next-sanity';
import { DiscoverStepView } from '@/components/content/discover-step';
import { discoverStepHref, discoverStepNumber, isDiscoverProduct } from '@/lib/domain/content/discover';
import { contentMetadata } from '@/lib/shared/content/metadata';
import { siteOfPage } from '@/lib/server/market';
import { getDiscoverFunnel, getDiscoverFunnels } from '@/lib/server/content/source';

interface Props {
  params: Promise<{ product: string; step: string }>;
}

/** Every step of every published funnel, prerendered; reached as /ontdek{product}/{step} (next.config.ts). */
export async function generateStaticParams() {
  const funnels = await getDiscoverFunnels();
  return funnels.flatMap(({ product, stepCount }) =>
    product
      ? Array.from({ length: stepCount ?? 0 }, (_, index) => ({ product, step: String(index + 1) }))
      : [],
  );
}

async function load(params: Props['params']) {
  const { product, step } = await params;
  const number = discoverStepNumber(step);
  if (!isDiscoverProduct(product) || number === null) return null;
  const funnel = await getDiscoverFunnel(product);
  if (!funnel?.steps || number > funnel.steps.length) return null;
  return { product, funnel, number };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { product, funnel, number } = loaded;
  const path = discoverStepHref(product, number).slice(1);
  const metadata = contentMetadata(path, funnel.title ?? 'Ontdek Stroomplein', funnel.seo, {
    locale: (await siteOfPage()).market.numberLocale,
  });
  const stepTitle = stegaClean(funnel.steps?.[number - 1]?.title);
  return { ...metadata, title: stepTitle ? `${stepTitle} – ${stegaClean(funnel.title)}` : metadata.title };
}

export default async function DiscoverStepPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  return <DiscoverStepView product={loaded.product} funnel={loaded.funnel} number={loaded.number} />;
}
