'use client';

import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/browser/load-once';

export type StepValidation = typeof import('@/lib/domain/forms/step-validation');

/** The flow's step checks (zod and the Belgian field rules), fetched once and shared. */
export const loadStepValidation = loadOnce(() => import('@/lib/domain/forms/step-validation'));

/**
 * The step checks once `wanted` (the visitor is at work on the form, or a saved draft must be checked against
 * the step in the URL); null until they have arrived. Keeping them out of the page load spares every visitor
 * the parsing of zod and the phone and IBAN rules before the form can even be read.
 */
export function useStepValidation(wanted: boolean): StepValidation | null {
  const [validation, setValidation] = useState<StepValidation | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadStepValidation().then(
      (module) => {
        if (!cancelled) setValidation(module);
      },
      (error: unknown) => console.warn('Controles van het formulier niet geladen', error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return validation;
}
