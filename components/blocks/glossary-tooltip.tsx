'use client';

import { useEffect, useRef } from 'react';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { GLOSSARY_TERM_CLASS, type GlossaryTermProps } from './glossary-term-style';

/** The Radix tooltip of a glossary term; `focusOnMount` hands keyboard focus over from the plain button it replaces. */
export function GlossaryTooltip({
  term,
  definition,
  children,
  focusOnMount,
}: GlossaryTermProps & { focusOnMount: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <TooltipProvider>
      <Tooltip
        content={
          <>
            <strong className="block">{term}</strong>
            {definition}
          </>
        }
      >
        <button ref={trigger} type="button" className={GLOSSARY_TERM_CLASS}>
          {children}
        </button>
      </Tooltip>
    </TooltipProvider>
  );
}
