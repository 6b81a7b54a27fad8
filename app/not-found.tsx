import type { Metadata } from 'next';
import { DefaultShell } from '@/components/layout/default-shell';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

export default function NotFound() {
  return (
    <DefaultShell>
      <NotFoundView />
    </DefaultShell>
  );
}
