'use client';

import * as RadixProgress from '@radix-ui/react-progress';
import { DEFAULT_PROGRESS_MAX, progressPercent } from '@/lib/progress';
import { cn } from './cn';

export interface ProgressProps {
  value: number;
  max?: number;
  /** Accessible name, for example "Stap 2 van 5". */
  label: string;
  className?: string;
}

const percentFormat = new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 0 });

export function Progress({ value, max = DEFAULT_PROGRESS_MAX, label, className }: ProgressProps) {
  const percent = progressPercent(value, max);
  return (
    <RadixProgress.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(current) => percentFormat.format(current / 100)}
      className={cn(
        'relative h-3 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700',
        className,
      )}
    >
      <RadixProgress.Indicator
        className="h-full bg-primary-700 transition-transform duration-300 dark:bg-primary-300"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </RadixProgress.Root>
  );
}
