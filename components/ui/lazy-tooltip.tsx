'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  getTooltipSlots,
  registerTooltipSlot,
  requestTooltipLayer,
  subscribeTooltipSlots,
  unregisterTooltipSlot,
} from './tooltip-slots';

export interface LazyTooltipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'content' | 'type'> {
  /** What the tooltip says. */
  content: ReactNode;
}

const layerReady = () => getTooltipSlots().ready;
const serverLayerReady = () => false;

/**
 * A button with a Radix tooltip whose code is not part of the page load: the page renders a plain button; once
 * the visitor interacts, the `TooltipHost` loads the tooltip layer, which draws the Radix button in its place
 * (inside the page's one tooltip provider) and keeps keyboard focus on it.
 */
export function LazyTooltip({ content, children, ...buttonProps }: LazyTooltipProps) {
  const id = useId();
  const container = useRef<HTMLSpanElement>(null);
  const ready = useSyncExternalStore(subscribeTooltipSlots, layerReady, serverLayerReady);

  // Every render: the layer always draws the current content and props.
  useLayoutEffect(() => {
    if (container.current)
      registerTooltipSlot(id, { container: container.current, content, children, buttonProps });
  });
  useEffect(() => () => unregisterTooltipSlot(id), [id]);
  useEffect(() => {
    // Focus that arrived before the page was interactive went unseen by the host's listeners.
    const active = document.activeElement;
    if (active && container.current?.contains(active)) requestTooltipLayer();
  }, []);

  return (
    <span ref={container} className="contents">
      {ready ? null : (
        <button type="button" {...buttonProps}>
          {children}
        </button>
      )}
    </span>
  );
}
