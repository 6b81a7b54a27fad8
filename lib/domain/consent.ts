/**
 * Cookie consent: the categories a visitor chooses from, how the choice is stored and what it grants. Pure, so the
 * browser, the server (the cookie statement page, the page policy) and the tests share one definition. The Dutch
 * texts of the categories are in consent-texts.ts, apart, so the few bytes every page loads hold no prose.
 */

import {
  APPLY_STORED_CONSENT,
  CONSENT_SETTINGS_ASKED,
  OPEN_CONSENT_SETTINGS_EVENT,
} from './consent-page-names';
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

/**
 * The cookie's value: the version, the moment and the granted categories, e.g. `v=1a2b&t=1764201600000&g=analytics`.
 * The head script writes it in the browser; this is its format for the tests and scripts that set a choice.
 */
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

/** Where the tag manager's loader comes from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The attribute of the buttons the head script answers (the banner's, the settings buttons): the choice each makes. */
export const BANNER_CHOICE_ATTRIBUTE = 'data-cookiekeuze';
export type BannerChoice = 'alles-weigeren' | 'alles-accepteren' | 'instellingen';

/**
 * The consent script in <head>, before anything else runs. Hand-written ES5 inside a string, our own code rather than
 * a consent library (those weigh several times the 3 kB a first visit may gain): it is all a visitor's browser runs
 * for consent until they open the settings, costs no request and no bundle bytes, and acts before the page's code
 * arrives.
 *
 * 1. Every Consent Mode signal denied in the data layer, before a container could load.
 * 2. On the site (not the Studio or the site framed by it: editors' tools), the stored choice if one still holds
 *    (its version and six months): sent as the update and, if it grants anything, the container loaded.
 * 3. Without one, `bannerHtml` (a `role="dialog"` element) is added to the page once it is parsed, focused unless
 *    the visitor is already somewhere; Escape leaves it for the page. Its buttons, and any other with
 *    `data-cookiekeuze` (the footer's "Cookie-instellingen"), refuse or accept all, or open the settings (the event
 *    the settings' host listens for, and `CONSENT_SETTINGS_ASKED` for a host not mounted yet).
 * 4. `window.stroompleinConsent(grants?)` stores a choice when given one (and removes the cookies of the categories
 *    it does not grant, on the host and its parent domains, and the banner), applies the stored choice and returns
 *    it: null when there is none (the visitor is asked).
 */
export function consentHeadScript({
  containerId,
  bannerHtml,
}: {
  containerId: string;
  bannerHtml: string;
}): string {
  const categories = CONSENT_CATEGORIES.map(({ id, signals, cookies }) => [id, signals, cookies]);
  const json = JSON.stringify;
  return `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};
gtag("consent","default",${json(consentSignals(NO_GRANTS))});
if(top===self&&location.pathname.indexOf(${json(STUDIO_PATH)})!==0)(function(){
var d=document,cats=${json(categories)},applied="",loaded=false,banner=null;
function expiry(t){var e=new Date(t);e.setUTCMonth(e.getUTCMonth()+${CONSENT_VALID_MONTHS});return e.getTime()}
function stored(){var m=d.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);if(!m)return null;
var f=new URLSearchParams(m[1]),t=Number(f.get("t")),now=Date.now();
if(f.get("v")!==${json(CONSENT_VERSION)}||!Number.isSafeInteger(t)||t>now||now>=expiry(t))return null;
var g=(f.get("g")||"").split("."),grants={};cats.forEach(function(c){grants[c[0]]=g.indexOf(c[0])>=0});return grants}
function apply(grants){var s=${json(consentSignals(NO_GRANTS))},any=false;
cats.forEach(function(c){if(grants[c[0]]){any=true;c[1].forEach(function(x){s[x]="granted"})}});
var sent=JSON.stringify(s);if(sent!==applied){applied=sent;gtag("consent","update",s)}
if(any&&!loaded){loaded=true;dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});
var e=d.createElement("script");e.async=true;e.src=${json(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`)};d.head.appendChild(e)}}
function save(grants){var now=Date.now(),host=location.hostname,labels=host.split("."),domains=[""];
d.cookie="${CONSENT_COOKIE}=v=${CONSENT_VERSION}&t="+now+"&g="+cats.filter(function(c){return grants[c[0]]}).map(function(c){return c[0]}).join(".")+"; max-age="+Math.floor((expiry(now)-now)/1000)+"; path=/; samesite=lax"+(location.protocol==="https:"?"; secure":"");
if(labels.length>1&&!/^[\\d.]+$/.test(host))for(var i=0;i<labels.length-1;i++)domains.push("; domain="+labels.slice(i).join("."));
cats.forEach(function(c){if(!grants[c[0]])d.cookie.split(/; */).forEach(function(entry){var name=entry.slice(0,entry.indexOf("="));
if(c[2].some(function(p){return p.slice(-1)==="*"?name.indexOf(p.slice(0,-1))===0:name===p}))domains.forEach(function(x){d.cookie=name+"=; max-age=0; path=/"+x})})});
if(banner){banner.remove();banner=null}}
function consent(grants){if(grants)save(grants);var g=stored();if(g)apply(g);return g}
window.${APPLY_STORED_CONSENT}=consent;
d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${BANNER_CHOICE_ATTRIBUTE}]");if(!b)return;var choice=b.getAttribute("${BANNER_CHOICE_ATTRIBUTE}");
if(choice==="instellingen"){window.${CONSENT_SETTINGS_ASKED}=true;return dispatchEvent(new Event(${json(OPEN_CONSENT_SETTINGS_EVENT)}))}
var grants={};cats.forEach(function(c){grants[c[0]]=choice==="alles-accepteren"});consent(grants)});
if(consent())return;
function ask(){var t=d.createElement("template");t.innerHTML=${json(bannerHtml)};banner=t.content.firstChild;d.body.appendChild(banner);
if(!d.activeElement||d.activeElement===d.body)banner.focus();
banner.addEventListener("keydown",function(e){if(e.key!=="Escape")return;e.preventDefault();var skip=d.querySelector('a[href="#inhoud"]');if(skip)skip.focus();else banner.blur()})}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ask);else ask()})();`;
}

/** The cookie statement, which lists the categories and reopens the settings. */
export const COOKIE_STATEMENT_PATH = '/gebruikersinformatie/cookieverklaring';
