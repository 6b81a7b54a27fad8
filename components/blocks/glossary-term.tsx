'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { GLOSSARY_TERM_CLASS, type GlossaryTermProps } from './glossary-term-style';

type TooltipModule = typeof import('./glossary-tooltip');

// Any sign of a visitor at work: the tooltip code is fetched then, before the pointer or focus reaches a term.
const FIRST_INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let tooltipModule: Promise<TooltipModule> | undefined;

function loadTooltipModule(): Promise<TooltipModule> {
  tooltipModule ??= import('./glossary-tooltip').catch((error: unknown) => {
    tooltipModule = undefined;
    throw error;
  });
  return tooltipModule;
}

/**
 * A glossary term in running text: a focusable button whose Radix tooltip gives the definition. Content pages
 * load without the tooltip code (Radix and its positioning engine); it arrives with the visitor's first pointer
 * move, touch or key press, and the plain button is swapped for the Radix one, keeping focus if it had it.
 */
export function GlossaryTerm({ term, definition, children }: GlossaryTermProps) {
  const plainButton = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{
    Tooltip: ComponentType<GlossaryTermProps & { focusOnMount: boolean }>;
    focusOnMount: boolean;
  } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, load, true);
      loadTooltipModule().then(
        (module) => {
          if (cancelled) return;
          const focused = document.activeElement !== null && document.activeElement === plainButton.current;
          setLoaded({ Tooltip: module.GlossaryTooltip, focusOnMount: focused });
        },
        (error: unknown) => console.warn('Uitleg bij een begrip kon niet geladen worden', error),
      );
    };
    for (const type of FIRST_INTERACTION_EVENTS)
      window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      cancelled = true;
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, load, true);
    };
  }, []);

  if (loaded)
    return (
      <loaded.Tooltip term={term} definition={definition} focusOnMount={loaded.focusOnMount}>
        {children}
      </loaded.Tooltip>
    );
  return (
    <button ref={plainButton} type="button" className={GLOSSARY_TERM_CLASS}>
      {children}
    </button>
  );
}
