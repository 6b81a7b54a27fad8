import type { ReactNode } from 'react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

/**
 * A glossary term in running text: a focusable button whose Radix tooltip gives the definition (its code loads
 * with the visitor's first interaction, see LazyTooltip).
 */
export function GlossaryTerm({
  term,
  definition,
  children,
}: {
  term: string;
  definition: string;
  children: ReactNode;
}) {
  return (
    <LazyTooltip
      content={
        <>
          <strong className="block">{term}</strong>
          {definition}
        </>
      }
      className="cursor-help underline decoration-secondary-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-secondary-300"
    >
      {children}
    </LazyTooltip>
  );
}
