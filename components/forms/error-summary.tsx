'use client';

import { useEffect, useRef } from 'react';

export interface ErrorSummaryProps {
  /** Field errors in the order of the form, with the labels to show. */
  errors: { label: string; message: string }[];
  /** A message about the whole form (a failed submit). */
  message?: string;
  /** Changes on every submit attempt, so the summary takes focus again. */
  attempt: number;
}

/** At the top of a form after a failed attempt: what needs another look, focused so it is read out. */
export function ErrorSummary({ errors, message, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (errors.length === 0 && !message) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100"
    >
      {message ? <p className="font-semibold">{message}</p> : null}
      {errors.length > 0 ? (
        <>
          <p className="font-semibold">
            {errors.length === 1
              ? 'Eén veld vraagt nog aandacht:'
              : `${errors.length} velden vragen nog aandacht:`}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {errors.map((error) => (
              <li key={error.label}>
                {error.label}: {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
