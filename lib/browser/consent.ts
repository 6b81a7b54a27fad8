import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentExpiry,
  cookieNameMatches,
  serialiseConsent,
  TAG_MANAGER_ORIGIN,
  type ConsentGrants,
} from '@/lib/domain/consent';
import { applyStoredConsent } from './consent-on-page';

/** The host and its parent domains: a tag may have set its cookie on any of them. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Removes the cookies of the categories not granted, as far as a page can (not HttpOnly ones of other hosts). */
function removeCookiesOfDenied(grants: ConsentGrants) {
  const patterns = CONSENT_CATEGORIES.filter(({ id }) => !grants[id]).flatMap(({ cookies }) => cookies);
  const names = document.cookie
    .split(/;\s*/)
    .map((entry) => entry.slice(0, entry.indexOf('=')))
    .filter((name) => cookieNameMatches(name, patterns));
  for (const name of names)
    for (const domain of ['', ...cookieDomains(location.hostname).map((host) => `; domain=${host}`)])
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
}

/**
 * Stores a choice (six months), applies it through the head script and removes what it no longer allows. A
 * container already running in this page cannot be stopped: the page is loaded again without it when something it
 * had was withdrawn.
 */
export function saveConsent(grants: ConsentGrants) {
  const before = applyStoredConsent();
  const decidedAt = Date.now();
  const maxAge = Math.floor((consentExpiry(decidedAt) - decidedAt) / 1000);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants, decidedAt })}; max-age=${maxAge}; path=/; samesite=lax${secure}`;
  removeCookiesOfDenied(grants);
  applyStoredConsent();
  const withdrawn = CONSENT_CATEGORIES.some(({ id }) => before?.[id] && !grants[id]);
  const containerRuns = document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null;
  if (withdrawn && containerRuns) location.reload();
}
