import type { Metadata } from 'next';
import { NotFoundDescriptionProvider, NotFoundView } from '@/components/site/not-found-view';
import { decodeSegments } from '@/lib/domain/content/paths';
import { notFoundDescription } from '@/lib/domain/error-descriptions';

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

// Drawn per request for the visitor's own path; reached only through the proxy (lib/server/error-page-render.ts).
export const dynamic = 'force-dynamic';

export default async function NotFoundPage({ params }: { params: Promise<{ pad?: string[] }> }) {
  const { pad = [] } = await params;
  const path = `/${(decodeSegments(pad) ?? pad).join('/')}`;
  return (
    <NotFoundDescriptionProvider description={notFoundDescription(path)}>
      <NotFoundView />
    </NotFoundDescriptionProvider>
  );
}
