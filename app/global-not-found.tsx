import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';
import { ServerInsertedHead } from '@/components/site/server-inserted-head';
import '@/components/site/stylesheet-for-development';

export const metadata: Metadata = { title: 'Pagina niet gevonden - Stroomplein', robots: { index: false } };

/**
 * Paths no route matches (undecodable ones, files under /_next/ that do not exist): the site's root layout lies
 * below the site segment (app/[site]/), so this page brings its own <html>, like global-error.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang="nl-BE">
      <body className="bg-white font-sans text-neutral-900">
        <ServerInsertedHead errorPage />
        <main id="inhoud">
          <NotFoundView />
        </main>
      </body>
    </html>
  );
}
