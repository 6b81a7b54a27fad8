import type { ReactNode } from 'react';

/** Focused flows: no header or footer to distract from the form. */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="inhoud" className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      {children}
    </main>
  );
}
