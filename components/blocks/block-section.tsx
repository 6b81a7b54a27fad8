import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface BlockSectionProps {
  blockKey: string;
  heading?: string | null;
  intro?: string | null;
  className?: string;
  children: ReactNode;
}

/** The frame of every block below the hero: a landmark named by its h2, an optional introduction. */
export function BlockSection({ blockKey, heading, intro, className, children }: BlockSectionProps) {
  const headingId = `blok-${blockKey}`;
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      className={cn('lazy-layout mx-auto max-w-6xl px-4 py-12 md:py-16', className)}
    >
      {heading ? (
        <h2 id={headingId} className="max-w-3xl text-2xl font-bold text-balance md:text-3xl">
          {heading}
        </h2>
      ) : null}
      {intro ? (
        <p className="mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{intro}</p>
      ) : null}
      <div className={heading || intro ? 'mt-8' : undefined}>{children}</div>
    </section>
  );
}
