import type { Metadata } from 'next';
import { SubmissionList } from '@/components/account/submission-list';
import { AppLink } from '@/components/ui/link';
import { requireSessionUser } from '@/lib/server/firebase/session';
import { listSubmissions } from '@/lib/server/forms/store';
import { siteOfPage } from '@/lib/server/market';

export const metadata: Metadata = { title: 'Mijn formulieren', robots: { index: false } };

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

export default async function FormsPage() {
  const [user, { market }] = await Promise.all([requireSessionUser('/account/formulieren'), siteOfPage()]);
  const submissions = await listSubmissions(user.uid, market.numberLocale);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Mijn formulieren</h1>
      <p className="text-neutral-700 dark:text-neutral-300">
        Elke aanvraag en elk bericht dat je ingelogd verstuurt, met de stand van zaken.
      </p>
      {submissions.length > 0 ? (
        <SubmissionList submissions={submissions} />
      ) : (
        <p>
          Je hebt nog niets ingediend.{' '}
          <AppLink href="/kopersinformatie" className={LINK}>
            Lees hoe je lokale groene stroom koopt
          </AppLink>{' '}
          of{' '}
          <AppLink href="/verkopersinformatie" className={LINK}>
            hoe je je stroom verkoopt
          </AppLink>
          .
        </p>
      )}
    </div>
  );
}
