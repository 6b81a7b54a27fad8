import type { ReactNode } from 'react';
import { NotFoundDescriptionProvider } from '@/components/site/not-found-view';
import { decodeSegments } from '@/lib/domain/content/paths';
import { notFoundDescription } from '@/lib/domain/error-descriptions';

/** Gives a not-found inside the catch-all its path on the server (see NotFoundDescriptionProvider). */
export default async function CatchAllLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug?: string[] }>;
}) {
  const { slug = [] } = await params;
  const path = `/${(decodeSegments(slug) ?? slug).join('/')}`;
  return (
    <NotFoundDescriptionProvider description={notFoundDescription(path)}>
      {children}
    </NotFoundDescriptionProvider>
  );
}
