// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '@/lib/on-first-use';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The server actions (Firestore) are not part of what the first step shows.
vi.mock('@/lib/forms/actions', () => ({ submitBuyerApplication: vi.fn(), submitSellerApplication: vi.fn() }));

/**
 * Counts the Intl formatters made from now on. The first one a page makes loads the locale's data, 50–100 ms of a
 * slow phone's CPU (measured with Lighthouse's applied throttling, issue 17), so a page that shows no formatted
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
});

describe('the flows’ first step', () => {
  it.each(['koper', 'verkoper'] as const)(
    'the %s flow loads and shows its first step without making an Intl formatter',
    async (flowId) => {
      const made = countIntlFormatters();
      // Imported after the count starts: a formatter made at module level counts too.
      const { FlowForm } = await import('@/components/forms/flow-form');
      const { FLOWS } = await import('@/lib/forms/flows');
      const flow = FLOWS[flowId];
      render(<FlowForm flow={flow} layout="steps" initial={{}} />);
      expect(screen.getByRole('heading', { name: flow.steps[0]?.title })).toBeVisible();
      expect(screen.getByRole('progressbar', { name: `Stap 1 van ${flow.steps.length}` })).toBeVisible();
      expect(made).toEqual([]);
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
