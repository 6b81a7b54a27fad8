import { CONSENT_CATEGORIES, TAG_MANAGER_ORIGIN, type ConsentGrants } from '@/lib/domain/consent';
import { applyStoredConsent } from './consent-on-page';

/**
 * Stores a choice made in the settings through the head script, which applies it and removes the cookies it no
 * longer allows. A container already running in this page cannot be stopped: the page is loaded again without it
 * when something it had was withdrawn.
 */
export function saveConsent(grants: ConsentGrants) {
  const before = applyStoredConsent();
  applyStoredConsent(grants);
  const withdrawn = CONSENT_CATEGORIES.some(({ id }) => before?.[id] && !grants[id]);
  const containerRuns = document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null;
  if (withdrawn && containerRuns) location.reload();
}
