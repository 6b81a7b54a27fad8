'use client';

import { useEffect } from 'react';
import type { CalculatorMarket } from '@/lib/domain/calculators/assumptions';
import { calculatorFormat } from '@/lib/domain/calculators/format';

/**
 * Makes the market's number formatters once the page is idle after it hydrates. The first Intl formatter a page
 * makes loads the locale's data, a long task on a slow phone: left to the first change, it fell on the visitor's
 * first key or tap (npm run bench, interactions); made during hydration, on every page's first screen.
 */
export function useFormatWarmUp(locale: CalculatorMarket['numberLocale']) {
  useEffect(() => {
    const warmUp = () => calculatorFormat(locale);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warmUp, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warmUp, 1_000);
    return () => window.clearTimeout(id);
  }, [locale]);
}
