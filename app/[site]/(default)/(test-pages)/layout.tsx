import type { ReactNode } from 'react';
import { TestPagesGate, testPagesMetadata } from '@/components/site/test-pages-gate';

export const metadata = testPagesMetadata;

export default function TestPagesLayout({ children }: { children: ReactNode }) {
  return (
    <TestPagesGate>
      <div className="mx-auto max-w-6xl px-4 py-10">{children}</div>
    </TestPagesGate>
  );
}
