import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

/**
 * Paths no route matches (undecodable ones) and notFound() outside the default layout. Without the site's header
 * and footer, like app/error.tsx: React loads this boundary's client code on every page, and the header's (the
 * link runtime, the account link) would otherwise come twice on the flows, whose own chunk carries its links.
 */
export default function NotFound() {
  return (
    <main id="inhoud">
      <NotFoundView />
    </main>
  );
}
