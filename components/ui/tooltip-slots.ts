import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * The tooltips of a page, registered by `LazyTooltip` and drawn by one `TooltipLayer` inside one Radix provider
 * (so the skip delay spans all of them). A framework-free store like the toast store: the layer's code loads
 * on the visitor's first interaction, and every tooltip registered before or after it is handed over.
 */

export interface TooltipSlot {
  /** The element the Radix button is rendered into (in place of the plain button). */
  container: HTMLElement;
  content: ReactNode;
  children: ReactNode;
  buttonProps: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'content' | 'type' | 'children'>;
}

interface TooltipSlotsState {
  /** Some tooltip is on the page and the visitor started interacting: the layer's code is wanted. */
  requested: boolean;
  /** The layer is mounted: tooltips render through it instead of as plain buttons. */
  ready: boolean;
  slots: ReadonlyMap<string, TooltipSlot>;
  /** The slot whose plain button had keyboard focus when the layer took over; its Radix button takes it. */
  focusedSlot: string | null;
}

let state: TooltipSlotsState = { requested: false, ready: false, slots: new Map(), focusedSlot: null };
const listeners = new Set<() => void>();

function update(next: Partial<TooltipSlotsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeTooltipSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTooltipSlots(): TooltipSlotsState {
  return state;
}

export function registerTooltipSlot(id: string, slot: TooltipSlot): void {
  update({ slots: new Map(state.slots).set(id, slot) });
}

export function unregisterTooltipSlot(id: string): void {
  if (!state.slots.has(id)) return;
  const slots = new Map(state.slots);
  slots.delete(id);
  update({ slots, focusedSlot: state.focusedSlot === id ? null : state.focusedSlot });
}

export function requestTooltipLayer(): void {
  if (!state.requested) update({ requested: true });
}

/** Loading the layer failed: the next interaction asks again. */
export function withdrawTooltipLayerRequest(): void {
  if (state.requested && !state.ready) update({ requested: false });
}

/** The layer is mounted; `focusedSlot` names the tooltip whose plain button had focus at that moment. */
export function markTooltipLayerReady(focusedSlot: string | null): void {
  update({ ready: true, focusedSlot });
}

/** Focus has been handed over (or was not to be). */
export function clearFocusedTooltipSlot(): void {
  if (state.focusedSlot !== null) update({ focusedSlot: null });
}
