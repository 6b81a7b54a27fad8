import { Calculator } from '@/components/ui/icons';
import type { BlockOf } from '@/lib/domain/content/types';
import { CALCULATORS } from '@/lib/domain/calculators/catalogue';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';

/** Points to a code-owned calculator; an unknown or missing choice renders nothing rather than a dead link. */
export function CalculatorTeaser({ block }: { block: BlockOf<'calculatorTeaser'> }) {
  const calculator = block.calculator ? CALCULATORS[block.calculator] : undefined;
  if (!calculator) return null;
  const headingId = `blok-${block._key}`;
  return (
    <section aria-labelledby={headingId} className="lazy-layout mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col gap-6 rounded-3xl border-2 border-secondary-600 p-8 md:flex-row md:items-center dark:border-secondary-400">
        <Calculator
          aria-hidden="true"
          className="size-12 shrink-0 text-secondary-700 dark:text-secondary-300"
        />
        <div className="flex-1">
          <h2 id={headingId} className="text-2xl font-bold text-balance">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-2 text-neutral-700 dark:text-neutral-300">{block.text}</p> : null}
        </div>
        <AppLink href={calculator.href} className={buttonClasses('secondary', 'lg', 'shrink-0')}>
          {block.buttonLabel || calculator.title}
        </AppLink>
      </div>
    </section>
  );
}
