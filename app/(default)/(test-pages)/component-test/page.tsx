import type { Metadata } from 'next';
import { ComponentShowcase } from '@/components/site/component-showcase';
import { AppLink } from '@/components/ui/link';

export const metadata: Metadata = { title: 'Componenten' };

export default function ComponentTestPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">Componenten</h1>
      <p className="mb-8 text-neutral-700 dark:text-neutral-300">
        Alle bouwstenen van de site in hun toestanden. Wissel de kleurmodus in de kop van de pagina.{' '}
        <AppLink href="/icon-test" className="text-primary-700 underline dark:text-primary-300">
          Bekijk de iconen
        </AppLink>
      </p>
      <ComponentShowcase />
    </>
  );
}
