import type { Metadata } from 'next';
import { ForceColourMode } from '@/components/site/force-colour-mode';
import { AppLink } from '@/components/ui/link';

export const metadata: Metadata = { title: 'Donkere modus afgedwongen' };

/** Shows a page that forces its colour mode, whatever the visitor chose. */
export default function ForcedColourModePage() {
  return (
    <>
      <ForceColourMode mode="dark" />
      <h1 className="mb-4 text-3xl font-bold">Donkere modus afgedwongen</h1>
      <p className="max-w-prose text-neutral-700 dark:text-neutral-300">
        Deze testpagina toont zich altijd in de donkere modus, ook als je de lichte modus koos. Zodra je de
        pagina verlaat, geldt je eigen keuze weer.
      </p>
      <p className="mt-4">
        <AppLink href="/icon-test" className="text-primary-700 underline dark:text-primary-300">
          Bekijk de iconen
        </AppLink>
      </p>
    </>
  );
}
