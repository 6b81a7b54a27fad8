import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/link';
import { requireSessionUser } from '@/lib/firebase/session';

export const metadata: Metadata = { title: 'Mijn formulieren', robots: { index: false } };

export default async function FormsPage() {
  await requireSessionUser('/account/formulieren');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Mijn formulieren</h1>
      <p className="text-neutral-700 dark:text-neutral-300">
        Hier zie je elke aanvraag die je als koper of verkoper indient, met de stand van zaken. Je hebt er nog
        geen ingediend.
      </p>
      <p>
        <AppLink
          href="/kopersinformatie"
          className="font-semibold text-primary-700 underline dark:text-primary-300"
        >
          Lees hoe je lokale groene stroom koopt
        </AppLink>
      </p>
    </div>
  );
}
