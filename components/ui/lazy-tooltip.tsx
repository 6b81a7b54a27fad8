'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import type { TooltipButtonProps } from './tooltip-button';

// Any sign of a visitor at work: the tooltip code is fetched then, before the pointer or focus reaches a term.
const FIRST_INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const loadTooltipModule = loadOnce(() => import('./tooltip-button'));

/**
 * A button with a Radix tooltip whose code is not part of the page load: pages render a plain button, the
 * tooltip code (Radix and its positioning engine) arrives with the visitor's first pointer move, touch or key
 * press, and the plain button is then swapped for the Radix one, keeping keyboard focus if it had it.
 */
export function LazyTooltip({ content, children, ...buttonProps }: Omit<TooltipButtonProps, 'focusOnMount'>) {
  const plainButton = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{
    TooltipButton: ComponentType<TooltipButtonProps>;
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
          setLoaded({ TooltipButton: module.TooltipButton, focusOnMount: focused });
        },
        (error: unknown) => console.warn('Uitleg kon niet geladen worden', error),
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
      <loaded.TooltipButton content={content} focusOnMount={loaded.focusOnMount} {...buttonProps}>
        {children}
      </loaded.TooltipButton>
    );
  return (
    <button ref={plainButton} type="button" {...buttonProps}>
      {children}
    </button>
  );
}
