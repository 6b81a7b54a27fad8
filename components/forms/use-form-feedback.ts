'use client';

import { useCallback, useState } from 'react';

/** Field errors and a message about the whole form, plus a counter that moves focus to the summary again. */
export function useFormFeedback() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  const fail = useCallback((found: Record<string, string>, formMessage?: string) => {
    setErrors(found);
    setMessage(formMessage);
    setAttempt((count) => count + 1);
  }, []);
  const reset = useCallback(() => {
    setErrors({});
    setMessage(undefined);
  }, []);
  /** A field the visitor changes loses its error until the next check. */
  const clearField = useCallback(
    (name: string) =>
      setErrors((current) =>
        name in current
          ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name))
          : current,
      ),
    [],
  );
  return { errors, message, attempt, fail, reset, clearField };
}
