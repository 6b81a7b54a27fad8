'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RawInputs } from '@/lib/domain/calculators/inputs';

const subscribeNothing = () => () => {};
/** How long typing pauses before the URL follows the inputs. */
const URL_AFTER_MS = 400;
const currentQuery = () => window.location.search;
const noQuery = () => '';

/**
 * A calculator's inputs as typed (text), mirrored into the URL query once typing pauses, so the result can be
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
  const pending = useRef<RawInputs>({});
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);
  // One function for the page's life, so a field that did not change is not drawn again on each key (QueryField
  // is memoised). The URL follows once typing pauses: Next's router draws the whole route again on every
  // replaceState, which on each key made a slow phone's keys answer late (npm run bench, interactions).
  const set = useCallback(
    (changes: RawInputs) => {
      setEdits((current) => ({ ...current, ...changes }));
      pending.current = { ...pending.current, ...changes };
      clearTimeout(urlTimer.current);
      urlTimer.current = setTimeout(() => {
        const next = {
          ...defaults,
          ...knownQueryValues(new URLSearchParams(window.location.search), defaults),
          ...pending.current,
        };
        pending.current = {};
        const shared = new URLSearchParams(
          Object.entries(next).filter(([key, value]) => value !== defaults[key]),
        );
        window.history.replaceState(null, '', shared.size > 0 ? `?${shared}` : window.location.pathname);
      }, URL_AFTER_MS);
    },
    [defaults],
  );
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
