import type { ReactNode } from 'react';
import { TestPagesGate, testPagesMetadata } from '@/components/site/test-pages-gate';

export const metadata = testPagesMetadata;

export default function BlankTestPagesLayout({ children }: { children: ReactNode }) {
  return <TestPagesGate>{children}</TestPagesGate>;
}
