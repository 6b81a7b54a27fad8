import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/link';
import type { CalculatorMarket } from '@/lib/domain/calculators/assumptions';

/**
 * What every calculator gets from its server page (CalculatorPage): the deployed market's figures and the call to
 * action's button look, so neither the market table nor the button styles are in the page's JavaScript.
 */
export interface CalculatorFromPage {
  market: CalculatorMarket;
  ctaClassName: string;
}

export interface ResultRow {
  label: ReactNode;
  value: string;
  /** The figure the visitor came for, shown large. */
  highlight?: boolean;
}

/** Inputs beside results; the results are announced politely as they change. */
export function CalculatorFrame({
  inputs,
  rows,
  summary,
  invalidMessage,
  cta,
  ctaClassName,
}: {
  inputs: ReactNode;
  /** Null while an input is invalid: the results wait for a valid value. */
  rows: ResultRow[] | null;
  summary: ReactNode;
  invalidMessage: string;
  cta: { href: string; label: string };
  ctaClassName: string;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form
        aria-label="Je gegevens"
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        {inputs}
      </form>
      <section
        aria-labelledby="resultaat"
        className="flex flex-col gap-4 rounded-2xl bg-neutral-100 p-6 dark:bg-neutral-900"
      >
        <h2 id="resultaat" className="text-xl font-bold">
          Je resultaat
        </h2>
        <div className="flex flex-col gap-4">
          {rows ? (
            <>
              {/* Only the one-sentence summary is announced as results change, not every row. */}
              <p className="text-lg" aria-live="polite">
                {summary}
              </p>
              <dl className="flex flex-col gap-3">
                {rows.map((row, index) => (
                  <div key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <dt className="text-neutral-700 dark:text-neutral-300">{row.label}</dt>
                    <dd
                      className={
                        row.highlight
                          ? 'text-2xl font-bold text-primary-800 dark:text-primary-200'
                          : 'font-semibold'
                      }
                    >
                      {row.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p>{invalidMessage}</p>
          )}
        </div>
        <AppLink href={cta.href} className={ctaClassName}>
          {cta.label}
        </AppLink>
      </section>
    </div>
  );
}
