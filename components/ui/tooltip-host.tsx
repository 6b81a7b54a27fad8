'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '@/lib/browser/after-next-paint';
import { loadOnce } from '@/lib/browser/load-once';
import {
  getTooltipSlots,
  markTooltipLayerReady,
  requestTooltipLayer,
  subscribeTooltipSlots,
  withdrawTooltipLayerRequest,
} from './tooltip-slots';

// Any sign of a visitor at work: the tooltip code is fetched then, before the pointer or focus reaches a term.
const FIRST_INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const loadTooltipLayer = loadOnce(() => import('./tooltip-layer'));

/** Focus the page moves itself (onto a container that is not in the tab order, such as the cookie question) is no sign. */
function onFirstInteraction(event: Event) {
  if (event.type === 'focusin' && event.target instanceof HTMLElement && event.target.tabIndex < 0) return;
  requestTooltipLayer();
}

const hasSlots = () => getTooltipSlots().slots.size > 0;
const isRequested = () => getTooltipSlots().requested;
const never = () => false;

/** The slot whose plain button has keyboard focus right now, if any. */
function focusedSlotId(): string | null {
  const active = document.activeElement;
  if (!active) return null;
  for (const [id, slot] of getTooltipSlots().slots) if (slot.container.contains(active)) return id;
  return null;
}

/**
 * Mounted once by the root providers: while a page has tooltips, it waits for the visitor's first interaction,
 * loads the tooltip layer (Radix) and mounts it. The swap from plain to Radix buttons is one synchronous render,
 * so no keypress can fall between reading which button has focus and handing focus over.
 */
export function TooltipHost() {
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  const pageHasTooltips = useSyncExternalStore(subscribeTooltipSlots, hasSlots, never);
  const requested = useSyncExternalStore(subscribeTooltipSlots, isRequested, never);

  useEffect(() => {
    if (!pageHasTooltips || requested) return;
    for (const type of FIRST_INTERACTION_EVENTS)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, onFirstInteraction, true);
    };
  }, [pageHasTooltips, requested]);

  useEffect(() => {
    if (!requested || Layer) return;
    let cancelled = false;
    let cancelMount: (() => void) | undefined;
    loadTooltipLayer().then(
      (module) => {
        if (cancelled) return;
        // After the paint that answers the interaction which asked for the layer: mounting Radix in that frame
        // made the visitor's first tap on a calculator answer late.
        cancelMount = afterNextPaint(() =>
          flushSync(() => {
            setLayer(() => module.TooltipLayer);
            markTooltipLayerReady(focusedSlotId());
          }),
        );
      },
      (error: unknown) => {
        // Offline or a stale chunk: the plain buttons stay, and the next interaction tries again.
        console.warn('Uitleg kon niet geladen worden', error);
        withdrawTooltipLayerRequest();
      },
    );
    return () => {
      cancelled = true;
      cancelMount?.();
    };
  }, [requested, Layer]);

  return Layer ? <Layer /> : null;
}
