import type { ReactNode } from 'react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

/**
 * A term with its explanation in a tooltip (hover or keyboard focus); the explanation is also its description. Each
 * calculator's server component draws its own terms (seller-calculator.tsx and the like): a page carries only the
 * texts it shows, in its HTML and not in its JavaScript.
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  return (
    <LazyTooltip
      content={explanation}
      aria-label={`${typeof children === 'string' ? children : ''}: ${explanation}`}
      className="cursor-help rounded-sm underline decoration-dotted decoration-2 underline-offset-4"
    >
      {children}
    </LazyTooltip>
  );
}
