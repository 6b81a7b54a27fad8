'use client';

import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tooltip, TooltipProvider } from './tooltip';

export interface TooltipButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'content' | 'type'
> {
  /** What the tooltip says. */
  content: ReactNode;
  /** Hands keyboard focus over from the plain button this one replaces (see LazyTooltip). */
  focusOnMount?: boolean;
}

/** A button with a Radix tooltip (hover and keyboard focus, Escape closes it), in its own provider. */
export function TooltipButton({
  content,
  focusOnMount = false,
  children,
  ...buttonProps
}: TooltipButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return (
    <TooltipProvider>
      <Tooltip content={content}>
        <button ref={button} type="button" {...buttonProps}>
          {children}
        </button>
      </Tooltip>
    </TooltipProvider>
  );
}
