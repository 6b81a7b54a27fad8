// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_GRANTS,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentExpiry,
  consentSignals,
  cookieNameMatches,
  NO_GRANTS,
  serialiseConsent,
  consentHeadScript,
  type ConsentGrants,
} from '@/lib/domain/consent';
import { applyStoredConsent } from '@/lib/browser/consent-on-page';
import { pagePolicy } from '@/lib/server/security/headers';
import * as Unconfigured from '@/components/site/consent-unconfigured';
import { createHash } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
const decidedAt = Date.UTC(2026, 10, 27, 9, 0);

type TestWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  stroompleinConsent?: () => unknown;
};

const CONTAINER = 'GTM-TEST123';
const containerScript = () =>
  document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const consentCalls = (kind: 'default' | 'update') =>
  ((window as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent' && entry[1] === kind);
const consentUpdates = () => consentCalls('update');

function clearCookies() {
  for (const entry of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${entry.slice(0, entry.indexOf('='))}=; max-age=0; path=/`;
}

/** A page load as far as consent goes: a fresh window state, then the head script. */
function loadPage() {
  const page = window as TestWindow;
  delete page.dataLayer;
  delete page.gtag;
  delete page.stroompleinConsent;
  document.head.innerHTML = '';
  (0, eval)(consentHeadScript(CONTAINER));
}

const storeChoice = (grants: ConsentGrants, at: number) =>
  (document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants, decidedAt: at })}; path=/`);

describe('the head script', () => {
  beforeEach(() => {
    clearCookies();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(decidedAt + DAY);
  });
  afterEach(() => vi.useRealTimers());

  it('puts the four denied defaults in the data layer first, and without a choice loads nothing', () => {
    loadPage();
    expect(Array.from((window as TestWindow).dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      consentSignals(NO_GRANTS),
    ]);
    expect(applyStoredConsent()).toBeNull();
    expect(consentUpdates()).toEqual([]);
    expect(containerScript()).toBeNull();
  });

  it('applies a stored choice before anything else: the update, then the container, once', () => {
    storeChoice({ analytics: true, marketing: false }, decidedAt);
    loadPage();
    expect(consentUpdates()).toEqual([
      ['consent', 'update', consentSignals({ analytics: true, marketing: false })],
    ]);
    expect(containerScript()?.getAttribute('src')).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    );
    expect(applyStoredConsent()).toEqual({ analytics: true, marketing: false });
    expect(consentUpdates()).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('a stored refusal is sent as the update and loads nothing', () => {
    storeChoice(NO_GRANTS, decidedAt);
    loadPage();
    expect(applyStoredConsent()).toEqual(NO_GRANTS);
    expect(consentUpdates()).toEqual([['consent', 'update', consentSignals(NO_GRANTS)]]);
    expect(containerScript()).toBeNull();
  });

  it('a choice holds six calendar months, then the visitor is asked again', () => {
    storeChoice(ALL_GRANTS, decidedAt);
    expect(consentExpiry(decidedAt)).toBe(Date.UTC(2027, 4, 27, 9, 0));
    vi.setSystemTime(Date.UTC(2027, 4, 27, 8, 59));
    loadPage();
    expect(applyStoredConsent()).toEqual(ALL_GRANTS);
    vi.setSystemTime(Date.UTC(2027, 4, 27, 9, 0));
    loadPage();
    expect(applyStoredConsent()).toBeNull();
    expect(containerScript()).toBeNull();
  });

  it.each([
    ['made for other categories', `v=${CONSENT_VERSION}x&t=${decidedAt}&g=analytics.marketing`],
    ['from the future', `v=${CONSENT_VERSION}&t=${decidedAt + 2 * DAY}&g=analytics`],
    ['malformed', 'v=&t=abc'],
  ])('a choice %s is no choice', (_, value) => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    loadPage();
    expect(applyStoredConsent()).toBeNull();
    expect(consentUpdates()).toEqual([]);
    expect(containerScript()).toBeNull();
  });

  it('an unknown category in the cookie grants nothing', () => {
    document.cookie = `${CONSENT_COOKIE}=v=${CONSENT_VERSION}&t=${decidedAt}&g=everything; path=/`;
    loadPage();
    expect(applyStoredConsent()).toEqual(NO_GRANTS);
    expect(containerScript()).toBeNull();
  });

  it('in the Studio, where editors work, sets the defaults only', () => {
    window.history.pushState(null, '', '/studio/structure');
    try {
      storeChoice(ALL_GRANTS, decidedAt);
      loadPage();
      expect(consentCalls('default')).toHaveLength(1);
      expect(applyStoredConsent()).toBeUndefined();
      expect(containerScript()).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('pages with a nonce allow it by its hash', () => {
    const hash = createHash('sha256').update(consentHeadScript(CONTAINER)).digest('base64');
    const base = { framable: false, https: false, nonce: 'abc' };
    expect(pagePolicy({ ...base, tagManagerContainer: CONTAINER })).toContain(`'sha256-${hash}'`);
    expect(pagePolicy(base)).not.toContain(`'sha256-${hash}'`);
  });
});

describe('Consent Mode signals', () => {
  it('deny everything by default and grant per category', () => {
    expect(consentSignals(NO_GRANTS)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentSignals({ analytics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(Object.values(consentSignals(ALL_GRANTS))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });

  it('a category’s cookie names cover their prefixes only', () => {
    expect(cookieNameMatches('_ga_ABC123', ['_ga', '_ga_*'])).toBe(true);
    expect(cookieNameMatches('_ga', ['_ga', '_ga_*'])).toBe(true);
    expect(cookieNameMatches('_gab', ['_ga', '_ga_*'])).toBe(false);
    expect(cookieNameMatches(CONSENT_COOKIE, ['_ga', '_ga_*', '_gid', '_gat*'])).toBe(false);
  });
});

describe('the consent banner and settings (a build with a container)', () => {
  beforeEach(() => {
    vi.resetModules();
    clearCookies();
  });

  /** The choice in force after the page's code ran: what the head script reads from the cookie. */
  const choiceInForce = () => applyStoredConsent();

  async function renderHost() {
    loadPage();
    const { ConsentHost, CookieSettingsButton } = await import('@/components/site/consent');
    return render(
      <>
        <a href="#inhoud">Naar de inhoud</a>
        <CookieSettingsButton />
        <ConsentHost />
      </>,
    );
  }

  it('asks on a first visit, with focus in the question and nothing loaded', async () => {
    await renderHost();
    const banner = await screen.findByRole('dialog', { name: 'Cookies op Stroomplein' });
    expect(banner).toHaveFocus();
    expect(containerScript()).toBeNull();
    expect(consentUpdates()).toEqual([]);
    fireEvent.keyDown(banner, { key: 'Escape' });
    expect(screen.getByText('Naar de inhoud')).toHaveFocus();
    expect(banner).toBeInTheDocument();
  });

  it('asks nothing in the Studio, where editors work', async () => {
    window.history.pushState(null, '', '/studio/structure');
    try {
      await renderHost();
      fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
      // Give a banner or the settings every chance to arrive.
      await act(() => import('@/components/site/cookie-consent/consent-banner'));
      await act(() => import('@/components/site/cookie-consent/consent-settings'));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('“Alles weigeren” stores the refusal and loads nothing', async () => {
    await renderHost();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles weigeren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(choiceInForce()).toEqual(NO_GRANTS);
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(NO_GRANTS));
    expect(containerScript()).toBeNull();
  });

  it('“Alles accepteren” sends the update, then loads the container', async () => {
    await renderHost();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles accepteren' }));
    expect(choiceInForce()).toEqual(ALL_GRANTS);
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(ALL_GRANTS));
    expect(containerScript()?.getAttribute('src')).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    );
  });

  it('a stored choice is applied without asking; the settings change it and remove the withdrawn cookies', async () => {
    storeChoice({ analytics: false, marketing: true }, Date.now() - DAY);
    document.cookie = '_gcl_au=1; path=/';
    document.cookie = '_ga=GA1.1; path=/';
    await renderHost();
    expect(containerScript()).not.toBeNull();
    await act(() => import('@/components/site/cookie-consent/consent-banner'));
    expect(screen.queryByRole('dialog', { name: 'Cookies op Stroomplein' })).toBeNull();

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    const settings = await screen.findByRole('dialog', { name: 'Cookie-instellingen' });
    const marketing = await screen.findByRole('checkbox', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Statistieken' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Strikt noodzakelijk' })).toBeDisabled();
    fireEvent.click(marketing);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keuze opslaan' })));
    expect(settings).not.toBeInTheDocument();
    expect(choiceInForce()).toEqual(NO_GRANTS);
    expect(document.cookie).not.toContain('_gcl_au');
    expect(document.cookie).not.toContain('_ga=');
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(NO_GRANTS));
    // The container already running cannot be stopped: the page is loaded again without it.
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a build without a container', () => {
  it('renders no defaults, no banner and no settings button', () => {
    const { container } = render(
      <>
        <Unconfigured.ConsentHeadScript />
        <Unconfigured.ConsentHost />
        <Unconfigured.CookieSettingsButton />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
