import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

export default function CatchAllNotFound() {
  return <NotFoundView />;
}
