// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawInputs } from '@/lib/domain/calculators/inputs';
import { calculatorMarket as marketOf, NO_MARKET } from '@/lib/domain/markets';

/** The plain site's calculator settings, as a host outside the map gets them. */
const calculatorMarket = () => marketOf(NO_MARKET);
import { onFirstUse } from '@/lib/domain/on-first-use';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The server actions (Firestore) are not part of what the first step shows.
vi.mock('@/lib/server/forms/actions', () => ({
  submitBuyerApplication: vi.fn(),
  submitSellerApplication: vi.fn(),
}));

/**
 * Counts the Intl formatters made from now on. The first one a page makes loads the locale's data, a noticeable
 * share of a slow phone's CPU, so a page that shows no formatted
 * figure must not make one while it hydrates.
 */
function countIntlFormatters() {
  const made: string[] = [];
  const counted = (original: object, name: string) =>
    new Proxy(original, {
      construct(target, args) {
        made.push(name);
        return Reflect.construct(target as new (...args: unknown[]) => object, args);
      },
      apply(target, thisArg, args) {
        made.push(name);
        return Reflect.apply(target as (...args: unknown[]) => unknown, thisArg, args);
      },
    });
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: counted(Intl.NumberFormat, 'NumberFormat'),
      DateTimeFormat: counted(Intl.DateTimeFormat, 'DateTimeFormat'),
    }),
  );
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  // A calculator mirrors its inputs into the URL; the next test starts without them.
  window.history.replaceState(null, '', '/');
});

describe('the flows’ first step', () => {
  it.each(['koper', 'verkoper'] as const)(
    'the %s flow loads and shows its first step without making an Intl formatter',
    async (flowId) => {
      const made = countIntlFormatters();
      // Imported after the count starts: a formatter made at module level counts too.
      const { FlowForm } = await import('@/components/forms/flow-form');
      const { FLOWS } = await import('@/lib/domain/forms/flows');
      const flow = FLOWS[flowId];
      render(<FlowForm flow={flow} layout="steps" initial={{}} />);
      expect(screen.getByRole('heading', { name: flow.steps[0]?.title })).toBeVisible();
      expect(screen.getByRole('progressbar', { name: `Stap 1 van ${flow.steps.length}` })).toBeVisible();
      expect(made).toEqual([]);
    },
  );
});

/**
 * Each calculator as its page renders it: the server's figures for the defaults, then the component from fresh
 * modules (the calculators keep their formatters once made, and the server's are not the browser's).
 */
const CALCULATORS = {
  koper: async () => {
    const { BUYER_DEFAULTS, buyerFigures } = await import('@/lib/domain/calculators/buyer');
    const firstScreen = buyerFigures(BUYER_DEFAULTS, calculatorMarket());
    return {
      shown: firstScreen.result?.savingPerYear,
      change: { label: /^Jaarverbruik/, value: '4200' },
      term: /^Lokale groene stroom: Lokale producenten leveren/,
      expected: async () => buyerFigures({ verbruik: '4200' }, calculatorMarket()).result?.savingPerYear,
      render: async () => {
        const { BuyerCalculator } = await import('@/components/calculators/buyer-calculator');
        return <BuyerCalculator market={calculatorMarket()} ctaClassName="" firstScreen={firstScreen} />;
      },
    };
  },
  verkoper: async () => {
    const { SELLER_DEFAULTS, sellerFigures } = await import('@/lib/domain/calculators/seller');
    const firstScreen = sellerFigures(SELLER_DEFAULTS, calculatorMarket());
    return {
      shown: firstScreen.result?.extraPerYear,
      change: { label: /^Piekvermogen/, value: '6' },
      term: /^Zelf verbruikt: Het deel van je productie/,
      expected: async () =>
        sellerFigures({ ...SELLER_DEFAULTS, kwp: '6' } as RawInputs, calculatorMarket()).result?.extraPerYear,
      render: async () => {
        const { SellerCalculator } = await import('@/components/calculators/seller-calculator');
        return <SellerCalculator market={calculatorMarket()} ctaClassName="" firstScreen={firstScreen} />;
      },
    };
  },
  gvo: async () => {
    const { GUARANTEE_DEFAULTS, guaranteeFigures } = await import('@/lib/domain/calculators/guarantee');
    const firstScreen = guaranteeFigures(GUARANTEE_DEFAULTS, calculatorMarket());
    return {
      shown: firstScreen.result?.valueHigh,
      change: { label: /^Piekvermogen/, value: '9' },
      term: /^Garanties van oorsprong: Een garantie van oorsprong/,
      expected: async () =>
        guaranteeFigures({ ...GUARANTEE_DEFAULTS, kwp: '9' }, calculatorMarket()).result?.valueHigh,
      render: async () => {
        const { GuaranteeCalculator } = await import('@/components/calculators/guarantee-calculator');
        return <GuaranteeCalculator market={calculatorMarket()} ctaClassName="" firstScreen={firstScreen} />;
      },
    };
  },
};

/** Text as Testing Library reads the page: its no-break spaces (in euro amounts) as plain ones. */
const shownAs = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('the calculators’ first screen', () => {
  it.each(Object.keys(CALCULATORS) as (keyof typeof CALCULATORS)[])(
    'the %s calculator shows the server’s figures and explained terms without making an Intl formatter, and formats a change itself',
    async (kind) => {
      const calculator = await CALCULATORS[kind]();
      expect(calculator.shown).toMatch(/€/);
      vi.resetModules();
      const made = countIntlFormatters();
      render(await calculator.render());
      expect(screen.getAllByText(shownAs(calculator.shown), { exact: false }).length).toBeGreaterThan(0);
      expect(made).toEqual([]);
      // The explanations come from the calculator's server component, not from its client code.
      expect(screen.getByRole('button', { name: calculator.term })).toBeTruthy();

      fireEvent.change(screen.getByLabelText(calculator.change.label), {
        target: { value: calculator.change.value },
      });
      const expected = await calculator.expected();
      expect(expected).not.toBe(calculator.shown);
      expect(screen.getAllByText(shownAs(expected), { exact: false }).length).toBeGreaterThan(0);
      expect(made.length).toBeGreaterThan(0);
    },
  );
});

describe('onFirstUse', () => {
  it('makes the value on the first call and hands the same one out after', () => {
    const create = vi.fn(() => ({ made: true }));
    const value = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
