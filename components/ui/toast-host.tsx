'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { getToasts, subscribeToasts } from '@/lib/browser/toast-store';

/**
 * Mounts the Radix toaster once the first toast is raised: toasts only follow a visitor's action, so pages load
 * without the toast code and fetch it (a few kB) when it is first needed. Toasts raised meanwhile wait in the
 * store and show as soon as it is there.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    let requested = false;
    const load = () => {
      if (requested || getToasts().length === 0) return;
      requested = true;
      void import('./toaster').then(
        (module) => {
          if (!cancelled) setToaster(() => module.Toaster);
        },
        (error: unknown) => {
          // Offline or a stale chunk: the next toast tries again.
          requested = false;
          console.warn('Meldingen konden niet geladen worden', error);
        },
      );
    };
    load();
    const unsubscribe = subscribeToasts(load);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
