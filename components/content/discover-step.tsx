import { ArrowLeft, ArrowRight, Lightbulb } from '@/components/ui/icons';
import { RichText } from '@/components/blocks/rich-text';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { AppLink } from '@/components/ui/link';
import { Progress } from '@/components/ui/progress';
import { discoverStepHref, type DiscoverProduct } from '@/lib/domain/content/discover';
import type { DiscoverFunnel } from '@/lib/domain/content/types';

/** One step of a discover funnel: where you are, the step's text, and the way on (the final call to action last). */
export function DiscoverStepView({
  product,
  funnel,
  number,
}: {
  product: DiscoverProduct;
  funnel: DiscoverFunnel;
  number: number;
}) {
  const steps = funnel.steps ?? [];
  const step = steps[number - 1];
  const last = number === steps.length;
  const label = `Stap ${number} van ${steps.length}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 md:py-16">
      <p className="font-semibold text-primary-700 dark:text-primary-300">{funnel.title}</p>
      <div className="mt-4 flex flex-col gap-2">
        <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300">{label}</p>
        <Progress value={number} max={steps.length} label={label} />
      </div>
      <nav aria-label="Stappen" className="mt-4">
        <ol className="flex flex-wrap gap-2">
          {steps.map((entry, index) => (
            <li key={entry._key}>
              <AppLink
                href={discoverStepHref(product, index + 1)}
                aria-current={index + 1 === number ? 'step' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm no-underline',
                  index + 1 === number
                    ? 'border-primary-700 bg-primary-700 font-semibold text-white dark:border-primary-300 dark:bg-primary-300 dark:text-primary-950'
                    : 'border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-200 dark:hover:bg-neutral-800',
                )}
              >
                {index + 1}. {entry.title}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-10 text-3xl font-bold text-balance md:text-4xl">{step?.title}</h1>
      {number === 1 && funnel.intro ? (
        <p className="mt-3 text-lg text-neutral-700 dark:text-neutral-300">{funnel.intro}</p>
      ) : null}
      <RichText value={step?.body ?? []} className="mt-6 text-lg text-neutral-800 dark:text-neutral-200" />
      {step?.highlight ? (
        <aside
          aria-label="Goed om te weten"
          className="mt-8 flex gap-3 rounded-2xl bg-secondary-50 p-5 text-secondary-950 dark:bg-secondary-950 dark:text-secondary-50"
        >
          <Lightbulb aria-hidden="true" className="size-6 shrink-0" />
          <p>
            <strong>Goed om te weten: </strong>
            {step.highlight}
          </p>
        </aside>
      ) : null}
      <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800">
        {number > 1 ? (
          <AppLink href={discoverStepHref(product, number - 1)} className={buttonClasses('outline')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Vorige
          </AppLink>
        ) : (
          <span />
        )}
        {last ? (
          funnel.finalCta?.href ? (
            <AppLink href={funnel.finalCta.href} className={buttonClasses('primary', 'lg')}>
              {funnel.finalCta.label}
            </AppLink>
          ) : null
        ) : (
          <AppLink href={discoverStepHref(product, number + 1)} className={buttonClasses('primary')}>
            Volgende
            <ArrowRight aria-hidden="true" className="size-4" />
          </AppLink>
        )}
      </div>
    </div>
  );
}
