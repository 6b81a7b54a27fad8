import { CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentCategoryId } from './consent';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, SIGNED_IN_HINT_COOKIE } from './session-cookies';

const SESSION_LIFETIME = `${SESSION_MAX_AGE_SECONDS / 86_400} dagen, of tot je afmeldt`;

export interface CookieCategoryText {
  title: string;
  description: string;
  /** What the category loads, in a visitor's words. */
  loads: string;
  /** The cookies it sets, each with what it is for and how long it stays. */
  cookies: readonly { name: string; purpose: string; lifetime: string }[];
}

/** Strictly necessary: always on, no consent asked; shown so a visitor knows what is set anyway. */
export const NECESSARY_COOKIES: CookieCategoryText = {
  title: 'Strikt noodzakelijk',
  description:
    'Zonder deze cookies werkt de website niet: ze houden je aangemeld en onthouden je cookiekeuze. Ze staan altijd aan en volgen je niet.',
  loads: 'Niets van derden: alleen Stroomplein zelf.',
  cookies: [
    {
      name: SESSION_COOKIE,
      purpose: 'Houdt je aangemeld na het inloggen (HttpOnly).',
      lifetime: SESSION_LIFETIME,
    },
    {
      name: SIGNED_IN_HINT_COOKIE,
      purpose: 'Laat het menu meteen zien dat je aangemeld bent.',
      lifetime: SESSION_LIFETIME,
    },
    {
      name: CONSENT_COOKIE,
      purpose: 'Onthoudt je cookiekeuze en wanneer je ze maakte.',
      lifetime: '6 maanden',
    },
  ],
};

/** The texts of each category a visitor grants, in the order of CONSENT_CATEGORIES. */
const CATEGORY_TEXTS: Record<ConsentCategoryId, CookieCategoryText> = {
  analytics: {
    title: 'Statistieken',
    description:
      'Helpen ons te begrijpen welke pagina’s bezocht worden en waar een formulier vastloopt, in geaggregeerde cijfers.',
    loads: 'Google Tag Manager met Google Analytics.',
    cookies: [
      { name: '_ga, _ga_*', purpose: 'Onderscheidt bezoeken voor de statistieken.', lifetime: '2 jaar' },
      { name: '_gid', purpose: 'Onderscheidt bezoekers binnen één dag.', lifetime: '24 uur' },
      { name: '_gat*', purpose: 'Beperkt het aantal metingen.', lifetime: '1 minuut' },
    ],
  },
  marketing: {
    title: 'Marketing',
    description:
      'Meten of onze campagnes werken en tonen je elders advertenties die bij je passen. Ze kunnen je over websites heen herkennen.',
    loads: 'Google Tag Manager met de advertentietags van Google, Meta en Microsoft.',
    cookies: [
      { name: '_gcl_*', purpose: 'Koppelt een bezoek aan een Google-advertentie.', lifetime: '90 dagen' },
      { name: '_fbp', purpose: 'Herkent je browser voor advertenties van Meta.', lifetime: '90 dagen' },
      {
        name: '_uet*',
        purpose: 'Herkent je browser voor advertenties van Microsoft.',
        lifetime: '13 maanden',
      },
    ],
  },
};

export const CONSENT_CATEGORY_TEXTS = CONSENT_CATEGORIES.map(({ id }) => ({ id, ...CATEGORY_TEXTS[id] }));
