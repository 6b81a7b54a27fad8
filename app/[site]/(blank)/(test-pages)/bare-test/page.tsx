import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Kale pagina' };

/** The lightest page of this build (root layout only): the yardstick for page-weight measurements. */
export default function BareTestPage() {
  return <h1 className="text-2xl font-bold">Kale pagina</h1>;
}
