// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_GRANTS,
  CONSENT_COOKIE,
  CONSENT_DEFAULTS_SCRIPT,
  CONSENT_VERSION,
  consentExpiry,
  consentSignals,
  cookieNameMatches,
  NO_GRANTS,
  serialiseConsent,
  storedConsent,
} from '@/lib/domain/consent';
import { pagePolicy } from '@/lib/server/security/headers';
import * as Unconfigured from '@/components/site/consent-unconfigured';
import { createHash } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
const decidedAt = Date.UTC(2026, 10, 27, 9, 0);
const cookieFor = (value: string) => `other=1; ${CONSENT_COOKIE}=${value}; x=y`;

describe('the stored consent', () => {
  it('reads back what was stored, with its moment', () => {
    const stored = serialiseConsent({ grants: { analytics: true, marketing: false }, decidedAt });
    expect(storedConsent(cookieFor(stored), decidedAt + DAY)).toEqual({
      grants: { analytics: true, marketing: false },
      decidedAt,
    });
  });

  it('holds six calendar months, then the visitor is asked again', () => {
    const stored = serialiseConsent({ grants: ALL_GRANTS, decidedAt });
    expect(consentExpiry(decidedAt)).toBe(Date.UTC(2027, 4, 27, 9, 0));
    expect(storedConsent(cookieFor(stored), Date.UTC(2027, 4, 27, 8, 59))).not.toBeNull();
    expect(storedConsent(cookieFor(stored), Date.UTC(2027, 4, 27, 9, 0))).toBeNull();
  });

  it('a choice made for other categories, from the future, or malformed is no choice', () => {
    const other = `v=${CONSENT_VERSION}x&t=${decidedAt}&g=analytics.marketing`;
    expect(storedConsent(cookieFor(other), decidedAt + DAY)).toBeNull();
    const future = serialiseConsent({ grants: ALL_GRANTS, decidedAt: decidedAt + DAY });
    expect(storedConsent(cookieFor(future), decidedAt)).toBeNull();
    expect(storedConsent(cookieFor('v=&t=abc'), decidedAt)).toBeNull();
    expect(storedConsent('other=1', decidedAt)).toBeNull();
  });

  it('an unknown category in the cookie grants nothing', () => {
    const forged = `v=${CONSENT_VERSION}&t=${decidedAt}&g=everything`;
    expect(storedConsent(cookieFor(forged), decidedAt + DAY)?.grants).toEqual(NO_GRANTS);
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

  it('the head script puts the four denied defaults in the data layer', () => {
    const page = window as TestWindow;
    delete page.dataLayer;
    delete page.gtag;
    (0, eval)(CONSENT_DEFAULTS_SCRIPT);
    expect(page.dataLayer).toHaveLength(1);
    expect(Array.from(page.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      consentSignals(NO_GRANTS),
    ]);
  });

  it('pages with a nonce allow the head script by its hash', () => {
    const hash = createHash('sha256').update(CONSENT_DEFAULTS_SCRIPT).digest('base64');
    const base = { framable: false, https: false, nonce: 'abc' };
    expect(pagePolicy({ ...base, tagManager: true })).toContain(`'sha256-${hash}'`);
    expect(pagePolicy({ ...base, tagManager: false })).not.toContain(`'sha256-${hash}'`);
  });

  it('a category’s cookie names cover their prefixes only', () => {
    expect(cookieNameMatches('_ga_ABC123', ['_ga', '_ga_*'])).toBe(true);
    expect(cookieNameMatches('_ga', ['_ga', '_ga_*'])).toBe(true);
    expect(cookieNameMatches('_gab', ['_ga', '_ga_*'])).toBe(false);
    expect(cookieNameMatches(CONSENT_COOKIE, ['_ga', '_ga_*', '_gid', '_gat*'])).toBe(false);
  });
});

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const containerScript = () =>
  document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const consentUpdates = () =>
  ((window as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent' && entry[1] === 'update');

function clearCookies() {
  for (const entry of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${entry.slice(0, entry.indexOf('='))}=; max-age=0; path=/`;
}

describe('the consent banner and settings (a build with a container)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-TEST123');
    clearCookies();
    document.head.innerHTML = '';
    const page = window as TestWindow;
    page.dataLayer = [];
    page.gtag = function gtag() {
      // The head script's gtag: pushes its arguments object, as Google's does.
      // eslint-disable-next-line prefer-rest-params -- Consent Mode reads the arguments object itself
      page.dataLayer!.push(arguments);
    };
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function renderHost() {
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

  it('asks nothing and loads nothing in the Studio, where editors work', async () => {
    window.history.pushState(null, '', '/studio/structure');
    try {
      document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants: ALL_GRANTS, decidedAt: Date.now() - DAY })}; path=/`;
      await renderHost();
      // A stored grant would load the container at once, as the effect runs.
      expect(containerScript()).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('“Alles weigeren” stores the refusal and loads nothing', async () => {
    await renderHost();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles weigeren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedConsent(document.cookie, Date.now())?.grants).toEqual(NO_GRANTS);
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(NO_GRANTS));
    expect(containerScript()).toBeNull();
  });

  it('“Alles accepteren” sends the update, then loads the container', async () => {
    await renderHost();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles accepteren' }));
    expect(storedConsent(document.cookie, Date.now())?.grants).toEqual(ALL_GRANTS);
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(ALL_GRANTS));
    expect(containerScript()?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    );
  });

  it('a stored choice is applied without asking; the settings change it and remove the withdrawn cookies', async () => {
    document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants: { analytics: false, marketing: true }, decidedAt: Date.now() - DAY })}; path=/`;
    document.cookie = '_gcl_au=1; path=/';
    document.cookie = '_ga=GA1.1; path=/';
    await renderHost();
    await waitFor(() => expect(containerScript()).not.toBeNull());
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
    expect(storedConsent(document.cookie, Date.now())?.grants).toEqual(NO_GRANTS);
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
        <Unconfigured.ConsentDefaults />
        <Unconfigured.ConsentHost />
        <Unconfigured.CookieSettingsButton />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
