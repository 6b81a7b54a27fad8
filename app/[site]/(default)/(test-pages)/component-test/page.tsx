import type { Metadata } from 'next';
import { Blocks } from '@/blocks/components';
import { allBlockFixtures, blockFixtures } from '@/blocks/fixtures';
import { ComponentShowcase } from '@/components/site/component-showcase';
import type { BlockOf } from '@/lib/domain/content/types';

export const metadata: Metadata = { title: 'Componenten' };

/** The hero fixture doubles as this page's title, so the page keeps a single h1. */
const introduction: BlockOf<'hero'> = {
  ...blockFixtures.hero,
  eyebrow: 'Testpagina',
  heading: 'Componenten',
  text: 'Alle bouwstenen van de site in hun toestanden: eerst de UI-kit, dan elk CMS-blok met voorbeeldinhoud. Wissel de kleurmodus in de kop van de pagina.',
  primaryAction: undefined,
  secondaryAction: { _type: 'linkAction', label: 'Bekijk de iconen', href: '/icon-test' },
};

export default function ComponentTestPage() {
  return (
    <>
      <Blocks blocks={[introduction]} market={null} />
      <ComponentShowcase />
      <h2 className="mt-16 text-2xl font-bold">CMS-blokken</h2>
      <Blocks blocks={allBlockFixtures.filter((block) => block._type !== 'hero')} market={null} />
    </>
  );
}
