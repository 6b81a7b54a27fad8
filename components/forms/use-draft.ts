'use client';

import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  readDraft,
  subscribeDraft,
  writeDraft,
  newIdempotencyKey,
  clearDraft,
  type Draft,
} from '@/lib/browser/forms/draft-store';
import type { FormValues } from '@/lib/domain/forms/definitions';

/**
 * True once the page runs in the browser (false while hydrating, so server and client render alike). Set in a
 * transition: the render it causes yields to the browser, where a store's forced re-render after hydration ran as
 * one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * A form's values, kept in sessionStorage (see `draft-store`). `initial` fills fields the visitor has not
 * touched yet (known profile data, or values passed in the URL).
 */
export function useDraft(form: string, initial: FormValues) {
  const subscribe = useCallback((listener: () => void) => subscribeDraft(form, listener), [form]);
  const draft = useSyncExternalStore(
    subscribe,
    () => readDraft(form),
    () => null,
  );
  const values = useMemo<FormValues>(() => ({ ...initial, ...draft?.values }), [initial, draft]);

  const current = useCallback(
    (): Draft => readDraft(form) ?? { values: { ...initial }, idempotencyKey: newIdempotencyKey() },
    [form, initial],
  );
  const setValue = useCallback(
    (name: string, value: string | boolean) => {
      const previous = current();
      writeDraft(form, { ...previous, values: { ...initial, ...previous.values, [name]: value } });
    },
    [current, form, initial],
  );
  /** The key this filled-in form is submitted with (created and kept with the draft on first use). */
  const idempotencyKey = useCallback(() => {
    const existing = current();
    writeDraft(form, { ...existing, values: { ...initial, ...existing.values } });
    return existing.idempotencyKey;
  }, [current, form, initial]);
  const clear = useCallback(() => clearDraft(form), [form]);

  return { values, setValue, idempotencyKey, clear };
}
