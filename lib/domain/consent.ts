/**
 * Cookie consent: the categories a visitor chooses from, how the choice is stored and what it grants. Pure, so the
 * browser, the server (the cookie statement page, the page policy) and the tests share one definition. The Dutch
 * texts of the categories are in consent-texts.ts, apart, so the few bytes every page loads hold no prose.
 */

import { APPLY_STORED_CONSENT } from './consent-page-names';
import { STUDIO_PATH } from './studio-access';

/** Consent Mode v2 signals (Google's names): each is denied until a category that needs it is granted. */
export const CONSENT_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];

/** The categories a visitor can grant; strictly necessary cookies need no consent and are not among them. */
export const CONSENT_CATEGORIES = [
  {
    id: 'analytics',
    signals: ['analytics_storage'],
    /** Cookies the tags of this category set, removed when it is withdrawn (`*` ends a prefix). */
    cookies: ['_ga', '_ga_*', '_gid', '_gat*'],
  },
  {
    id: 'marketing',
    signals: ['ad_storage', 'ad_user_data', 'ad_personalization'],
    cookies: ['_gcl_*', '_fbp', '_uet*'],
  },
] as const satisfies readonly { id: string; signals: readonly ConsentSignal[]; cookies: readonly string[] }[];

export type ConsentCategoryId = (typeof CONSENT_CATEGORIES)[number]['id'];
export type ConsentGrants = Record<ConsentCategoryId, boolean>;

export interface ConsentChoice {
  grants: ConsentGrants;
  /** When the visitor chose (ms since the epoch). */
  decidedAt: number;
}

/** The first-party cookie holding the choice: strictly necessary, so it is set without consent. */
export const CONSENT_COOKIE = 'stroomplein-toestemming';

/** How long a choice holds before the visitor is asked again. */
export const CONSENT_VALID_MONTHS = 6;

/**
 * The version of the categories: a hash of what they grant and set, so a choice made for other categories is asked
 * again without anyone having to remember to raise a number. FNV-1a, because it is a few bytes.
 */
export const CONSENT_VERSION = (() => {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(CONSENT_CATEGORIES))
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(36);
})();

export const NO_GRANTS: ConsentGrants = { analytics: false, marketing: false };
export const ALL_GRANTS: ConsentGrants = { analytics: true, marketing: true };

/** The moment a choice made at `decidedAt` expires: the same day and time six calendar months later. */
export function consentExpiry(decidedAt: number): number {
  const expiry = new Date(decidedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALID_MONTHS);
  return expiry.getTime();
}

/** The cookie's value: the version, the moment and the granted categories, e.g. `v=1a2b&t=1764201600000&g=analytics`. */
export function serialiseConsent(choice: ConsentChoice): string {
  const granted = CONSENT_CATEGORIES.filter(({ id }) => choice.grants[id]).map(({ id }) => id);
  return `v=${CONSENT_VERSION}&t=${choice.decidedAt}&g=${granted.join('.')}`;
}

/** The Consent Mode signals a choice gives: granted where a granted category needs them, denied elsewhere. */
export function consentSignals(grants: ConsentGrants): Record<ConsentSignal, 'granted' | 'denied'> {
  const signals = Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, 'denied'])) as Record<
    ConsentSignal,
    'granted' | 'denied'
  >;
  for (const category of CONSENT_CATEGORIES)
    if (grants[category.id]) for (const signal of category.signals) signals[signal] = 'granted';
  return signals;
}

/** Whether a cookie name falls under one of a category's names (`_ga_*` covers `_ga_ABC123`). */
export function cookieNameMatches(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

/** Where the tag manager's loader comes from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The script in <head>, before anything else runs: every Consent Mode signal denied in the data layer, then the
 * stored choice, if one still holds, sent as the update and (if it grants anything) the container loaded, before
 * the page's own code arrives. It leaves `window.stroompleinConsent()`, which does the same for a choice made
 * later and returns the grants in force (null when the visitor must be asked: no cookie, malformed, made for other
 * categories, from the future or six months old). The Studio and the site framed by it (editors' tools) get the
 * defaults only, and no function. Inline, hand-written ES5: it is the only code a returning visitor needs for
 * consent, and this way it costs no request and no bundle bytes.
 */
export function consentHeadScript(containerId: string): string {
  const categories = CONSENT_CATEGORIES.map(({ id, signals }) => [id, signals]);
  return [
    'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};',
    `gtag("consent","default",${JSON.stringify(consentSignals(NO_GRANTS))});`,
    `if(top===self&&location.pathname.indexOf(${JSON.stringify(STUDIO_PATH)})!==0)(function(){`,
    'var applied="",loaded=false;',
    `window.${APPLY_STORED_CONSENT}=function(){`,
    `var m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);if(!m)return null;`,
    'var f=new URLSearchParams(m[1]),t=Number(f.get("t")),now=Date.now(),end=new Date(t);',
    `end.setUTCMonth(end.getUTCMonth()+${CONSENT_VALID_MONTHS});`,
    `if(f.get("v")!==${JSON.stringify(CONSENT_VERSION)}||!Number.isSafeInteger(t)||t>now||now>=end.getTime())return null;`,
    'var granted=(f.get("g")||"").split("."),grants={},any=false,',
    `signals=${JSON.stringify(consentSignals(NO_GRANTS))};`,
    `${JSON.stringify(categories)}.forEach(function(c){grants[c[0]]=granted.indexOf(c[0])>=0;`,
    'if(grants[c[0]]){any=true;c[1].forEach(function(s){signals[s]="granted"})}});',
    'var sent=JSON.stringify(signals);if(sent!==applied){applied=sent;gtag("consent","update",signals)}',
    'if(any&&!loaded){loaded=true;dataLayer.push({"gtm.start":now,event:"gtm.js"});',
    'var s=document.createElement("script");s.async=true;',
    `s.src=${JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`)};document.head.appendChild(s)}`,
    'return grants};',
    `window.${APPLY_STORED_CONSENT}()})();`,
  ].join('');
}

/** The cookie statement, which lists the categories and reopens the settings. */
export const COOKIE_STATEMENT_PATH = '/gebruikersinformatie/cookieverklaring';
