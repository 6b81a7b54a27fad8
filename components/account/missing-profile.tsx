import { recreateProfile } from '@/lib/server/firebase/account-actions';
import { Button } from '@/components/ui/button';

/** The error-marker state: the account exists, its profile document does not. */
export function MissingProfile() {
  return (
    <section
      role="alert"
      aria-labelledby="profiel-ontbreekt"
      className="rounded-2xl border border-amber-400 bg-amber-50 p-6 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="profiel-ontbreekt" className="text-xl font-semibold">
        We vinden je profiel niet
      </h2>
      <p className="mt-2">
        Je account bestaat, maar je profielgegevens ontbreken. Maak ze opnieuw aan; daarna kun je je naam en
        telefoonnummer aanvullen.
      </p>
      <form action={recreateProfile} className="mt-4">
        <Button type="submit">Profiel opnieuw aanmaken</Button>
      </form>
    </section>
  );
}
