'use client';

import { useState } from 'react';
import type { RawInputs } from '@/lib/calculators/inputs';

/**
 * A calculator's inputs as typed (text), mirrored into the URL query on every change so the result can be
 * shared or bookmarked. Values equal to the defaults stay out of the URL; `replaceState` keeps history clean.
 */
export function useQueryInputs(defaults: RawInputs, initial: RawInputs) {
  const [inputs, setInputs] = useState<RawInputs>({ ...defaults, ...initial });
  const set = (changes: RawInputs) => {
    const next = { ...inputs, ...changes };
    setInputs(next);
    const query = new URLSearchParams(Object.entries(next).filter(([key, value]) => value !== defaults[key]));
    window.history.replaceState(null, '', query.size > 0 ? `?${query}` : window.location.pathname);
  };
  return [inputs, set] as const;
}

/** The query values a calculator knows, from the URL (only its own keys, trimmed to a sane length). */
export function knownQueryValues(searchParams: URLSearchParams, defaults: RawInputs): RawInputs {
  return Object.fromEntries(
    Object.keys(defaults).flatMap((key) => {
      const value = searchParams.get(key);
      return value === null ? [] : [[key, value.slice(0, 40)]];
    }),
  );
}
