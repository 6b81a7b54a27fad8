import type { ReactNode } from 'react';

export interface GlossaryTermProps {
  term: string;
  definition: string;
  children: ReactNode;
}

/** The dotted underline that marks a term with a definition, the same before and after the tooltip loads. */
export const GLOSSARY_TERM_CLASS =
  'cursor-help underline decoration-secondary-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-secondary-300';
