import { defineQuery } from 'next-sanity';
import { notFound } from 'next/navigation';
import { sanityFetch } from '../../lib/sanity';

const PAGE_QUERY = defineQuery(
  `*[_type == "page" && slug.current == $slug][0]{title, "imageUrl": blocks[_type == "hero"][0].image.asset->url}`,
);

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { data } = await sanityFetch({ query: PAGE_QUERY, params: { slug } });
  const page = data as { title?: string; imageUrl?: string } | null;
  if (!page) notFound();
  return (
    <main>
      <h1>{page.title}</h1>
      {/* The asset document's own URL: absolute, on the lake's origin (Sanity's starter draws it so too). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- an outside app's plain image, no loader of ours */}
      {page.imageUrl && <img src={page.imageUrl} alt="" width={320} />}
    </main>
  );
}
