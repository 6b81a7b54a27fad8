import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKET_HOSTS,
  hostName,
  languageAlternates,
  marketForHost,
  parseMarketHosts,
  PLAIN_SITE_SEGMENT,
  PREVIEW_SITE_SEGMENT,
  previewedSite,
  siteForSegment,
  siteOrigin,
  siteSegment,
} from '@/lib/domain/market-hosts';

const PRODUCTION =
  'stroomplein.be=belgium, Stroomplein.NL=netherlands,flags.stroomplein.be=flags,sharingiscaring.stroomplein.be=sharingiscaring';

describe('the host map', () => {
  it('unset, serves the four markets on *.localhost', () => {
    expect(parseMarketHosts(undefined)).toEqual(parseMarketHosts(DEFAULT_MARKET_HOSTS));
    expect(parseMarketHosts('').map(({ host, market }) => `${host}=${market}`)).toEqual([
      'belgie.localhost=belgium',
      'nederland.localhost=netherlands',
      'flags.localhost=flags',
      'sharingiscaring.localhost=sharingiscaring',
    ]);
  });

  it('reads host=market pairs in any casing', () => {
    expect(parseMarketHosts(PRODUCTION)[1]).toEqual({ host: 'stroomplein.nl', market: 'netherlands' });
  });

  it.each([
    ['stroomplein.be=france', /not "host=market"/],
    ['stroomplein.be', /not "host=market"/],
    ['stroomplein.be=belgium=x', /not "host=market"/],
    ['strôomplein.be=belgium', /not "host=market"/],
    ['stroomplein.be=belgium,stroomplein.be=flags', /mapped twice/],
  ])('refuses %s with a clear message', (raw, message) => {
    expect(() => parseMarketHosts(raw)).toThrow(message);
  });
});

describe('a request’s host', () => {
  const hosts = parseMarketHosts(PRODUCTION);

  it.each([
    ['stroomplein.nl', 'netherlands'],
    ['STROOMPLEIN.NL:443', 'netherlands'],
    ['stroomplein.be.', 'belgium'],
    ['flags.stroomplein.be:8080', 'flags'],
  ])('%s serves %s', (header, market) => {
    expect(marketForHost(header, hosts)?.market).toBe(market);
  });

  it.each([
    ['evil.example'],
    [''],
    [null],
    ['localhost:3000'],
    ['[::1]:3000'],
    ['stroomplein.be.evil.example'],
  ])('%s gets the plain site', (header) => {
    expect(marketForHost(header, hosts)).toBeNull();
  });

  it('a host name keeps no port', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('Belgie.Localhost:3000')).toBe('belgie.localhost');
  });
});

describe('the site segment', () => {
  const hosts = parseMarketHosts(PRODUCTION);

  it('names market and host, so a host moved to another market gets pages of its own', () => {
    const flags = marketForHost('flags.stroomplein.be', hosts);
    expect(siteSegment(flags)).toBe('flags@flags.stroomplein.be');
    const moved = parseMarketHosts('flags.stroomplein.be=sharingiscaring');
    expect(siteSegment(marketForHost('flags.stroomplein.be', moved))).toBe(
      'sharingiscaring@flags.stroomplein.be',
    );
    expect(siteForSegment('flags@flags.stroomplein.be', moved)).toBeUndefined();
  });

  it('reads back what the proxy wrote, and nothing else', () => {
    expect(siteForSegment('netherlands@stroomplein.nl', hosts)).toEqual({
      host: 'stroomplein.nl',
      market: 'netherlands',
    });
    expect(siteForSegment('netherlands%40stroomplein.nl', hosts)?.market).toBe('netherlands');
    expect(siteForSegment(PLAIN_SITE_SEGMENT, hosts)).toBeNull();
    expect(siteForSegment('netherlands@evil.example', hosts)).toBeUndefined();
    expect(siteForSegment('kopersinformatie', hosts)).toBeUndefined();
  });

  it('a preview shows the market chosen in it, as its first host serves it; no choice, the request’s own host', () => {
    expect(previewedSite('netherlands', 'stroomplein.be', hosts)).toEqual({
      host: 'stroomplein.nl',
      market: 'netherlands',
    });
    expect(previewedSite(PLAIN_SITE_SEGMENT, 'stroomplein.nl', hosts)).toBeNull();
    expect(previewedSite(undefined, 'stroomplein.nl', hosts)?.market).toBe('netherlands');
    expect(previewedSite('atlantis', 'example.org', hosts)).toBeNull();
    // Every market shares the preview's own segment, which no host can be mapped to.
    expect(siteForSegment(PREVIEW_SITE_SEGMENT, hosts)).toBeUndefined();
  });

  it('names each host’s own origin: https for real hosts, the plain site’s port on *.localhost', () => {
    expect(siteOrigin(marketForHost('stroomplein.nl', hosts), 'https://www.stroomplein.be')).toBe(
      'https://stroomplein.nl',
    );
    const local = parseMarketHosts(undefined);
    expect(siteOrigin(marketForHost('nederland.localhost:3000', local), 'http://localhost:3000')).toBe(
      'http://nederland.localhost:3000',
    );
    expect(siteOrigin(null, 'http://localhost:3000/')).toBe('http://localhost:3000');
  });
});

describe('hreflang alternates', () => {
  const hosts = parseMarketHosts(PRODUCTION);
  const site = 'https://www.stroomplein.be';

  it('link the Belgian and the Dutch address of a page shown in both, on those two hosts only', () => {
    const both = {
      'nl-BE': 'https://stroomplein.be/energie-delen',
      'nl-NL': 'https://stroomplein.nl/energie-delen',
    };
    expect(languageAlternates('/energie-delen', null, 'belgium', hosts, site)).toEqual(both);
    expect(languageAlternates('/energie-delen', [], 'netherlands', hosts, site)).toEqual(both);
    expect(languageAlternates('/energie-delen', null, 'flags', hosts, site)).toBeUndefined();
    expect(languageAlternates('/energie-delen', null, null, hosts, site)).toBeUndefined();
  });

  it('name no address that would be a 404: a page limited to one of the two, or a market without a host', () => {
    expect(languageAlternates('/actie', ['belgium'], 'belgium', hosts, site)).toBeUndefined();
    expect(languageAlternates('/actie', ['belgium', 'netherlands'], 'belgium', hosts, site)).toBeDefined();
    const belgianOnly = hosts.filter(({ market }) => market !== 'netherlands');
    expect(languageAlternates('/energie-delen', null, 'belgium', belgianOnly, site)).toBeUndefined();
  });
});
