import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentExpiry,
  consentSignals,
  cookieNameMatches,
  grantsAnything,
  OPEN_CONSENT_SETTINGS_EVENT,
  serialiseConsent,
  storedConsent,
  TAG_MANAGER_ORIGIN,
  type ConsentChoice,
  type ConsentGrants,
} from '@/lib/domain/consent';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Inlined at build time; the consent code is only in builds that have a container (next.config.ts). */
const CONTAINER_ID = process.env.NEXT_PUBLIC_GTM_ID ?? '';

let containerLoaded = false;
/** What this page runs under: the defaults (nothing) until a choice is applied. */
let applied: ConsentGrants | null = null;

/** The visitor's choice if one still holds, else null (the banner asks). */
export const readConsent = (): ConsentChoice | null => storedConsent(document.cookie, Date.now());

/** Sends the choice to the tag manager and loads its container if anything is granted, once per page. */
export function applyConsent(grants: ConsentGrants) {
  const page = window as DataLayerWindow;
  applied = grants;
  page.gtag?.('consent', 'update', consentSignals(grants));
  if (!grantsAnything(grants) || containerLoaded || !CONTAINER_ID) return;
  containerLoaded = true;
  // Google's own loader snippet, written out: it may only run after the choice, which next/script cannot wait for.
  (page.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(CONTAINER_ID)}`;
  document.head.append(script);
}

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
 * Stores a choice (six months), applies it and removes what it no longer allows. A container already running in
 * this page cannot be stopped: the page is loaded again without it when something it had was withdrawn.
 */
export function saveConsent(grants: ConsentGrants) {
  const decidedAt = Date.now();
  const maxAge = Math.floor((consentExpiry(decidedAt) - decidedAt) / 1000);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants, decidedAt })}; max-age=${maxAge}; path=/; samesite=lax${secure}`;
  removeCookiesOfDenied(grants);
  const withdrawn = CONSENT_CATEGORIES.some(({ id }) => applied?.[id] && !grants[id]);
  applyConsent(grants);
  if (containerLoaded && withdrawn) location.reload();
}

/** Opens the consent settings (a button in the footer or on the cookie statement). */
export const openConsentSettings = () => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
