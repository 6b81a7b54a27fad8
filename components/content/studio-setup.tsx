import { DefaultShell } from '@/components/layout/default-shell';

/**
 * What /studio shows while no Sanity project is configured: the site runs on the bundled dataset, and editing
 * needs a project. Explains how to connect one.
 */
export function StudioSetup() {
  return (
    <DefaultShell>
      <section aria-labelledby="studio-titel" className="mx-auto max-w-3xl px-4 py-14">
        <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">Studio</p>
        <h1 id="studio-titel" className="mt-2 text-3xl font-bold">
          Nog geen Sanity-project gekoppeld
        </h1>
        <p className="mt-4 text-lg text-neutral-700 dark:text-neutral-300">
          De site draait nu op de meegeleverde inhoud in de map <code>content/</code>. Om pagina&apos;s te
          bewerken in de Studio koppel je een Sanity-project:
        </p>
        <ol className="mt-6 flex list-decimal flex-col gap-3 pl-6 text-neutral-800 dark:text-neutral-200">
          <li>
            Maak een project en een dataset aan op sanity.io en voeg het adres van deze site toe als
            CORS-oorsprong (met toegang tot inloggegevens).
          </li>
          <li>
            Zet <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> en eventueel{' '}
            <code>NEXT_PUBLIC_SANITY_DATASET</code> (standaard <code>production</code>) in de omgeving en bouw
            de site opnieuw.
          </li>
          <li>
            Laad de meegeleverde inhoud in het project met <code>npm run content:import</code> (met een token
            met schrijfrechten in <code>SANITY_AUTH_TOKEN</code>); de afbeeldingen gaan mee.
          </li>
          <li>
            Open <code>/studio</code> opnieuw: je ziet de Studio in het Nederlands, met de startpagina, de
            site-instellingen en alle pagina&apos;s.
          </li>
        </ol>
      </section>
    </DefaultShell>
  );
}
