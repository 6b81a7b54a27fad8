import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

/** notFound() inside the default layout: the layout already draws header and footer. */
export default function NotFound() {
  return <NotFoundView />;
}
