import { CircleAlert, CircleCheck } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { MissingProfile } from '@/components/account/missing-profile';
import { SubmissionList } from '@/components/account/submission-list';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';
import { readProfile } from '@/lib/server/firebase/profile';
import { readRemoteConfig } from '@/lib/server/firebase/remote-config';
import { listSubmissions } from '@/lib/server/forms/store';
import { siteOfPage } from '@/lib/server/market';
import { requireSessionUser } from '@/lib/server/firebase/session';
import { buyerFlowPath } from '@/lib/domain/remote-config-parameters';
import { STUDIO_PATH } from '@/lib/domain/studio-access';

export const metadata: Metadata = { title: 'Mijn account', robots: { index: false } };

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

export default async function AccountPage() {
  const [user, { market }] = await Promise.all([requireSessionUser('/account'), siteOfPage()]);
  const [profile, remoteConfig, submissions] = await Promise.all([
    readProfile(user.uid),
    readRemoteConfig(user.uid),
    listSubmissions(user.uid, market.numberLocale),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">
        {profile.state === 'ok' && profile.data.name ? `Welkom, ${profile.data.name}` : 'Mijn account'}
      </h1>
      {profile.state === 'missing' ? <MissingProfile /> : null}
      <section
        aria-labelledby="gegevens"
        className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
      >
        <h2 id="gegevens" className="text-xl font-semibold">
          Je gegevens
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Naam</dt>
          <dd>{profile.state === 'ok' && profile.data.name ? profile.data.name : '–'}</dd>
          <dt className="font-medium">E-mailadres</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium">Bevestiging</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {user.emailVerified ? (
              <>
                <CircleCheck
                  aria-hidden="true"
                  className="size-5 text-secondary-700 dark:text-secondary-300"
                />
                Je e-mailadres is bevestigd.
              </>
            ) : (
              <>
                <CircleAlert aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
                Nog niet bevestigd.{' '}
                <AppLink href="/verificatie-resend" className={LINK}>
                  Stuur de mail opnieuw
                </AppLink>
              </>
            )}
          </dd>
        </dl>
        <AppLink href="/account/accountgegevens" className={`mt-6 inline-block ${LINK}`}>
          Gegevens wijzigen
        </AppLink>
      </section>
      {user.isEditor ? (
        <section
          aria-labelledby="redactie"
          className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
        >
          <h2 id="redactie" className="text-xl font-semibold">
            Redactie
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            Je account mag de inhoud van de website bewerken.
          </p>
          {/* A full load: the Studio is an application of its own. */}
          <a href={STUDIO_PATH} className={buttonClasses('primary', 'md', 'mt-4')}>
            Naar de Studio
          </a>
        </section>
      ) : null}
      <section
        aria-labelledby="aanvragen"
        className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
      >
        <h2 id="aanvragen" className="text-xl font-semibold">
          Laatste aanvragen
        </h2>
        {submissions.length > 0 ? (
          <div className="mt-4 flex flex-col gap-3">
            <SubmissionList submissions={submissions.slice(0, 3)} />
            <AppLink href="/account/formulieren" className={LINK}>
              Alle formulieren bekijken
            </AppLink>
          </div>
        ) : (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            Je hebt nog geen aanvraag ingediend. Lees hoe{' '}
            <AppLink href="/kopersinformatie" className={LINK}>
              kopen
            </AppLink>{' '}
            en{' '}
            <AppLink href="/verkopersinformatie" className={LINK}>
              verkopen
            </AppLink>{' '}
            werkt.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <AppLink href={buyerFlowPath(remoteConfig)} className={buttonClasses('primary')}>
            Lokale groene stroom kopen
          </AppLink>
          <AppLink href="/verkoper" className={buttonClasses('outline')}>
            Je stroom verkopen
          </AppLink>
        </div>
      </section>
    </div>
  );
}
