import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOVER_PRODUCTS, isDiscoverProduct } from '@/lib/domain/content/discover';
import { isSiteOrHttpsHref } from '@/lib/domain/content/paths';
import { discoverFunnelQuery, discoverFunnelsQuery } from '@/lib/shared/content/queries';
import type {
  DiscoverFunnelQueryResult,
  DiscoverFunnelsQueryResult,
} from '@/lib/domain/content/sanity.types';
import { contentReader } from './read-content';

/** The discover funnels ("ontdek" routes) as the bundled dataset (content/*.ndjson) serves them to visitors. */
let read: Awaited<ReturnType<typeof contentReader>>;
beforeAll(async () => {
  read = await contentReader();
});
const funnel = (product: string) => read<DiscoverFunnelQueryResult>(discoverFunnelQuery, { product });

type Block = NonNullable<
  NonNullable<NonNullable<DiscoverFunnelQueryResult>['steps']>[number]['body']
>[number];
const plainText = (body: Block[]) =>
  body.flatMap((block) => (block.children ?? []).map((child) => child.text ?? '')).join('');

describe('discover products', () => {
  it('recognises exactly the listed products', () => {
    for (const { value } of DISCOVER_PRODUCTS) expect(isDiscoverProduct(value)).toBe(true);
    for (const value of ['', 'kopen', 'Koper', 'energie-delen', 'ontdekkoper']) {
      expect(isDiscoverProduct(value)).toBe(false);
    }
  });
});

describe.each(DISCOVER_PRODUCTS)('the published funnel for $value', ({ value }) => {
  let result: DiscoverFunnelQueryResult;
  beforeAll(async () => {
    result = await funnel(value);
  });

  it('exists, with a title, an intro and SEO', () => {
    expect(result).not.toBeNull();
    expect(result!._id).not.toMatch(/^drafts\./);
    expect(result!.product).toBe(value);
    expect(result!.title?.trim()).toBeTruthy();
    expect(result!.intro?.trim()).toBeTruthy();
    expect(result!.seo?.title?.trim()).toBeTruthy();
    expect(result!.seo?.description?.trim()).toBeTruthy();
  });

  it('has 3 to 8 steps, each with a title and a non-empty body', () => {
    const steps = result!.steps ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(8);
    expect(new Set(steps.map((step) => step._key)).size).toBe(steps.length);
    for (const step of steps) {
      expect(step.title?.trim(), `step ${step._key}`).toBeTruthy();
      expect(step.body?.length, `body of step ${step._key}`).toBeGreaterThan(0);
      expect(plainText(step.body ?? []).trim(), `text of step ${step._key}`).not.toBe('');
    }
  });

  it('resolves every glossary term in the step texts', () => {
    const marks = (result!.steps ?? []).flatMap((step) =>
      (step.body ?? []).flatMap((block) => block.markDefs ?? []),
    );
    for (const mark of marks) {
      if (mark._type === 'glossary') expect(mark.term?.term, mark._key).toBeTruthy();
    }
  });

  it('ends with a call to action to a site path or an https address', () => {
    expect(result!.finalCta?.label?.trim()).toBeTruthy();
    const href = result!.finalCta?.href ?? '';
    expect(isSiteOrHttpsHref(href), href).toBe(true);
  });
});

describe('discover funnel queries', () => {
  it('lists every product once with its step count', async () => {
    const list = await read<DiscoverFunnelsQueryResult>(discoverFunnelsQuery);
    expect(list.map((item) => item.product).sort()).toEqual(
      DISCOVER_PRODUCTS.map((product) => product.value).sort(),
    );
    for (const item of list) {
      expect(item.stepCount).toBe((await funnel(item.product!))!.steps!.length);
    }
  });

  it('returns null for an unknown product', async () => {
    expect(await funnel('onbekend')).toBeNull();
    expect(await funnel('')).toBeNull();
  });

  it('accepts site paths and https addresses as link targets, nothing else', () => {
    for (const href of ['/', '/koper', '/energie-delen/praktijkvoorbeelden?x=1', 'https://www.vreg.be']) {
      expect(isSiteOrHttpsHref(href), href).toBe(true);
    }
    for (const href of ['', 'koper', '//evil.example', 'http://example.com', 'https://', '/met spatie']) {
      expect(isSiteOrHttpsHref(href), href).toBe(false);
    }
  });
});
