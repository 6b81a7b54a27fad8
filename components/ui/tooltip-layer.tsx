'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Tooltip, TooltipProvider } from './tooltip';
import { clearFocusedTooltipSlot, getTooltipSlots, subscribeTooltipSlots } from './tooltip-slots';

const slotsSnapshot = () => getTooltipSlots().slots;

/**
 * Every tooltip of the page in one Radix provider (so its skip delay spans them all), each drawn through a portal
 * into the place of its plain button. Loaded on demand by `TooltipHost`.
 */
export function TooltipLayer() {
  const slots = useSyncExternalStore(subscribeTooltipSlots, slotsSnapshot, slotsSnapshot);

  useLayoutEffect(() => {
    const { focusedSlot } = getTooltipSlots();
    if (focusedSlot === null) return;
    // Radix opens the tooltip on this focus, as it would for the visitor's own.
    slots.get(focusedSlot)?.container.querySelector('button')?.focus();
    clearFocusedTooltipSlot();
  }, [slots]);

  return (
    <TooltipProvider>
      {[...slots].map(([id, { container, content, children, buttonProps }]) =>
        createPortal(
          <Tooltip content={content}>
            <button type="button" {...buttonProps}>
              {children}
            </button>
          </Tooltip>,
          container,
          id,
        ),
      )}
    </TooltipProvider>
  );
}
