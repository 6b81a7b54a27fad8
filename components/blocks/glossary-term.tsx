'use client';

import type { ReactNode } from 'react';
import { Tooltip } from '@/components/ui/tooltip';

/** A glossary term in running text: a focusable button whose Radix tooltip gives the definition. */
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
    <Tooltip
      content={
        <>
          <strong className="block">{term}</strong>
          {definition}
        </>
      }
    >
      <button
        type="button"
        className="cursor-help underline decoration-secondary-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-secondary-300"
      >
        {children}
      </button>
    </Tooltip>
  );
}
