'use client';

import { useState, useSyncExternalStore } from 'react';
import type { RawInputs } from '@/lib/domain/calculators/inputs';

const subscribeNothing = () => () => {};
const currentQuery = () => window.location.search;
const noQuery = () => '';

/**
 * A calculator's inputs as typed (text), mirrored into the URL query on every change so the result can be
 * shared or bookmarked. Values equal to the defaults stay out of the URL; `replaceState` keeps history clean.
 *
 * The page is prerendered with the defaults and hydrates as it is; React then renders once more with a shared
 * URL's values (same elements, new values). Reading the query with `useSearchParams` would make Next render the
 * calculator only in the browser, replacing the server's markup: a visitor's early focus or typing would be lost.
 */
export function useQueryInputs(defaults: RawInputs) {
  const query = useSyncExternalStore(subscribeNothing, currentQuery, noQuery);
  const [edits, setEdits] = useState<RawInputs>({});
  const inputs: RawInputs = {
    ...defaults,
    ...knownQueryValues(new URLSearchParams(query), defaults),
    ...edits,
  };
  const set = (changes: RawInputs) => {
    const next = { ...inputs, ...changes };
    setEdits((current) => ({ ...current, ...changes }));
    const shared = new URLSearchParams(
      Object.entries(next).filter(([key, value]) => value !== defaults[key]),
    );
    window.history.replaceState(null, '', shared.size > 0 ? `?${shared}` : window.location.pathname);
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
