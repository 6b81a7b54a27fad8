// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_GRANTS,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentHeadScript,
  consentSignals,
  NO_GRANTS,
  serialiseConsent,
  type ConsentGrants,
} from '@/lib/domain/consent';
import { applyStoredConsent } from '@/lib/browser/consent-on-page';
import { CONSENT_CATEGORY_TEXTS, NECESSARY_COOKIES } from '@/lib/domain/consent-texts';
import { consentBannerHtml } from '@/components/site/cookie-consent/banner-html';
import { pagePolicy } from '@/lib/server/security/headers';
import * as Unconfigured from '@/components/site/consent-unconfigured';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DAY = 24 * 60 * 60 * 1000;
const decidedAt = Date.UTC(2026, 10, 27, 9, 0);

type TestWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  stroompleinConsent?: () => unknown;
  stroompleinConsentSettingsAsked?: boolean;
};

const CONTAINER = 'GTM-TEST123';
const HEAD_SCRIPT = consentHeadScript({ containerId: CONTAINER, bannerHtml: consentBannerHtml() });
const containerScript = () =>
  document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const consentCalls = (kind: 'default' | 'update') =>
  ((window as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent' && entry[1] === kind);
const consentUpdates = () => consentCalls('update');
const banner = () => screen.queryByRole('dialog', { name: 'Cookies op Stroomplein' });

function clearCookies() {
  for (const entry of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${entry.slice(0, entry.indexOf('='))}=; max-age=0; path=/`;
}

/** The document's listeners the last page's head script added: a new page load starts without them. */
let pageListeners: [string, EventListenerOrEventListenerObject][] = [];

/** A page load as far as consent goes: a fresh window and page with a skip link, then the head script. */
function loadPage() {
  for (const [type, listener] of pageListeners) document.removeEventListener(type, listener);
  pageListeners = [];
  const addListener = document.addEventListener.bind(document);
  const watched = vi
    .spyOn(document, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (!listener) return;
      pageListeners.push([type, listener]);
      addListener(type, listener);
    });
  const page = window as TestWindow;
  delete page.dataLayer;
  delete page.gtag;
  delete page.stroompleinConsent;
  delete page.stroompleinConsentSettingsAsked;
  document.head.innerHTML = '';
  document.body.innerHTML = '<a href="#inhoud">Naar de inhoud</a>';
  (0, eval)(HEAD_SCRIPT);
  watched.mockRestore();
}

const storeChoice = (grants: ConsentGrants, at: number) =>
  (document.cookie = `${CONSENT_COOKIE}=${serialiseConsent({ grants, decidedAt: at })}; path=/`);

beforeEach(() => clearCookies());

describe('the head script', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(decidedAt + DAY);
  });
  afterEach(() => vi.useRealTimers());

  it('puts the four denied defaults in the data layer first; without a choice it asks and loads nothing', () => {
    loadPage();
    expect(Array.from((window as TestWindow).dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      consentSignals(NO_GRANTS),
    ]);
    expect(applyStoredConsent()).toBeNull();
    expect(consentUpdates()).toEqual([]);
    expect(containerScript()).toBeNull();
    expect(banner()).toHaveFocus();
  });

  it('applies a stored choice before anything else: the update, then the container, once, and asks nothing', () => {
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
    expect(banner()).toBeNull();
  });

  it('a stored refusal is sent as the update and loads nothing', () => {
    storeChoice(NO_GRANTS, decidedAt);
    loadPage();
    expect(applyStoredConsent()).toEqual(NO_GRANTS);
    expect(consentUpdates()).toEqual([['consent', 'update', consentSignals(NO_GRANTS)]]);
    expect(containerScript()).toBeNull();
    expect(banner()).toBeNull();
  });

  it('a choice holds six calendar months, then the visitor is asked again', () => {
    storeChoice(ALL_GRANTS, decidedAt);
    vi.setSystemTime(Date.UTC(2027, 4, 27, 8, 59));
    loadPage();
    expect(applyStoredConsent()).toEqual(ALL_GRANTS);
    vi.setSystemTime(Date.UTC(2027, 4, 27, 9, 0));
    loadPage();
    expect(applyStoredConsent()).toBeNull();
    expect(containerScript()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it.each([
    ['made for other categories', `v=${CONSENT_VERSION}x&t=${decidedAt}&g=analytics.marketing`],
    ['from the future', `v=${CONSENT_VERSION}&t=${decidedAt + 2 * DAY}&g=analytics`],
    ['malformed', 'v=&t=abc'],
  ])('a choice %s is no choice: the visitor is asked', (_, value) => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    loadPage();
    expect(applyStoredConsent()).toBeNull();
    expect(consentUpdates()).toEqual([]);
    expect(containerScript()).toBeNull();
    expect(banner()).not.toBeNull();
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
      expect(banner()).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('pages with a nonce allow it by its hash', () => {
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    const base = { framable: false, https: false, nonce: 'abc' };
    expect(pagePolicy({ ...base, consentScript: HEAD_SCRIPT })).toContain(`'sha256-${hash}'`);
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

  it('the cookie statement names exactly the cookies a withdrawal removes', () => {
    for (const { id, cookies } of CONSENT_CATEGORIES) {
      const listed = CONSENT_CATEGORY_TEXTS.find((text) => text.id === id)!.cookies.flatMap(({ name }) =>
        name.split(', '),
      );
      expect(listed.sort(), id).toEqual([...cookies].sort());
    }
  });

  it('the bundled cookie statement names the session cookies the site sets, with how long they last', () => {
    const statement = JSON.parse(
      readFileSync('content/dataset.ndjson', 'utf8')
        .split('\n')
        .find((line) => line.includes('"_id":"legal-cookieverklaring"'))!,
    ) as { body: { style?: string; children?: { text: string }[] }[] };
    const blocks = statement.body.map((block) => ({
      heading: block.style === 'h2' || block.style === 'h3',
      text: (block.children ?? []).map(({ text }) => text).join(''),
    }));
    for (const { name, lifetime } of NECESSARY_COOKIES.cookies.filter(
      ({ name }) => name !== CONSENT_COOKIE,
    )) {
      const at = blocks.findIndex(({ heading, text }) => heading && text === name);
      expect(at, name).toBeGreaterThanOrEqual(0);
      const next = blocks.findIndex(({ heading }, index) => heading && index > at);
      const section = blocks.slice(at + 1, next < 0 ? undefined : next).map(({ text }) => text);
      expect(section, name).toContain(`Bewaartermijn: ${lifetime}`);
    }
  });
});

describe('the banner', () => {
  it('is a dialog that leaves the page reachable: Escape goes to the skip link, the question stays', () => {
    loadPage();
    const question = banner()!;
    expect(question).toHaveAttribute('aria-modal', 'false');
    expect(question).toHaveAccessibleDescription(/Noodzakelijke cookies houden de site werkend/);
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.getByText('Naar de inhoud')).toHaveFocus();
    expect(banner()).not.toBeNull();
  });

  it('“Alles weigeren” stores the refusal, loads nothing and removes what an earlier choice left', () => {
    // A choice from seven months ago let analytics set its cookies; the visitor is asked again.
    document.cookie = '_ga=GA1.1; path=/';
    document.cookie = '_ga_ABC123=GS1; path=/';
    document.cookie = '_gab=kept; path=/';
    loadPage();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Alles weigeren' }));
    expect(banner()).toBeNull();
    expect(applyStoredConsent()).toEqual(NO_GRANTS);
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(NO_GRANTS));
    expect(containerScript()).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )_ga(_ABC123)?=/);
    expect(document.cookie).toContain('_gab=kept');
  });

  it('“Alles accepteren” stores the choice for six months, sends the update, then loads the container', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(decidedAt);
    loadPage();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Alles accepteren' }));
    expect(banner()).toBeNull();
    expect(applyStoredConsent()).toEqual(ALL_GRANTS);
    // The format the tests and scripts set a choice in, so a choice they set reads as the browser's own.
    expect(document.cookie).toContain(
      `${CONSENT_COOKIE}=${serialiseConsent({ grants: ALL_GRANTS, decidedAt })}`,
    );
    vi.useRealTimers();
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(ALL_GRANTS));
    expect(containerScript()?.getAttribute('src')).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    );
  });
});

describe('the settings (a build with a container)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  async function renderHost() {
    const { ConsentHost, CookieSettingsButton } = await import('@/components/site/consent');
    return render(
      <>
        <CookieSettingsButton />
        <ConsentHost />
      </>,
    );
  }

  it('“Instellingen” in the banner opens them, every category off; saving a selection stores it', async () => {
    loadPage();
    await renderHost();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Instellingen' }));
    const settings = await screen.findByRole('dialog', { name: 'Cookie-instellingen' });
    const analytics = await within(settings).findByRole('checkbox', { name: 'Statistieken' });
    expect(analytics).not.toBeChecked();
    expect(within(settings).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(within(settings).getByRole('checkbox', { name: 'Strikt noodzakelijk' })).toBeDisabled();
    fireEvent.click(analytics);
    await act(async () => fireEvent.click(within(settings).getByRole('button', { name: 'Keuze opslaan' })));
    expect(settings).not.toBeInTheDocument();
    expect(banner()).toBeNull();
    expect(applyStoredConsent()).toEqual({ analytics: true, marketing: false });
    expect(containerScript()).not.toBeNull();
  });

  it('a click made before the page’s code arrived opens them once the host is there, and only once', async () => {
    loadPage();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Instellingen' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie-instellingen' })).toBeNull();
    const { ConsentHost } = await import('@/components/site/consent');
    const host = render(<ConsentHost />);
    expect(await screen.findByRole('dialog', { name: 'Cookie-instellingen' })).toBeVisible();
    host.unmount();
    await renderHost();
    await act(() => import('@/components/site/cookie-consent/consent-settings'));
    expect(screen.getAllByRole('dialog', { name: 'Cookie-instellingen' })).toHaveLength(1);
  });

  it('a stored choice is applied without asking; withdrawing it removes its cookies and reloads the page', async () => {
    storeChoice({ analytics: false, marketing: true }, Date.now() - DAY);
    document.cookie = '_gcl_au=1; path=/';
    loadPage();
    await renderHost();
    expect(containerScript()).not.toBeNull();
    expect(banner()).toBeNull();

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    const settings = await screen.findByRole('dialog', { name: 'Cookie-instellingen' });
    const marketing = await within(settings).findByRole('checkbox', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    expect(within(settings).getByRole('checkbox', { name: 'Statistieken' })).not.toBeChecked();
    fireEvent.click(marketing);
    await act(async () => fireEvent.click(within(settings).getByRole('button', { name: 'Keuze opslaan' })));
    expect(settings).not.toBeInTheDocument();
    expect(applyStoredConsent()).toEqual(NO_GRANTS);
    expect(document.cookie).not.toContain('_gcl_au');
    expect(consentUpdates().at(-1)?.[2]).toEqual(consentSignals(NO_GRANTS));
    // The container already running cannot be stopped: the page is loaded again without it.
    expect(reload).toHaveBeenCalledOnce();
  });

  it('nothing opens in the Studio', async () => {
    window.history.pushState(null, '', '/studio/structure');
    try {
      loadPage();
      await renderHost();
      fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
      await act(() => import('@/components/site/cookie-consent/consent-settings'));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });
});

describe('a build without a container', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes no consent script; a build with one names its container in it', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    expect((await import('@/components/site/cookie-consent/head-script')).CONSENT_HEAD_SCRIPT).toBe('');
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', CONTAINER);
    expect((await import('@/components/site/cookie-consent/head-script')).CONSENT_HEAD_SCRIPT).toContain(
      `gtm.js?id=${CONTAINER}`,
    );
  });

  it('renders no host and no settings button', () => {
    const { container } = render(
      <>
        <Unconfigured.ConsentHost />
        <Unconfigured.CookieSettingsButton />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
