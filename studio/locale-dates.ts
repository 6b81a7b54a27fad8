/**
 * Sanity formats and reads some dates with date-fns patterns of its own and no locale, which makes them US English:
 * a revision's date in Historie, the Releases tool's moments and moment input, "today at 9:00 AM" for a scheduled
 * release. date-fns's default locale is the one setting they all take, and Sanity's packages (the only users of
 * date-fns here) import this same copy. With Dutch as the default they read "7 dec. 2026, 07:30:00" and "vandaag om
 * 09:00", and the moment input takes "7 dec. 2026 07:30". What stays English: docs/decisions.md, "The Studio's
 * remaining English".
 */
import { nl } from 'date-fns/locale/nl';
import { setDefaultOptions } from 'date-fns/setDefaultOptions';

export function formatStudioDatesInDutch() {
  setDefaultOptions({ locale: nl });
}
