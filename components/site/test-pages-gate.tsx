import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { testPagesEnabled } from '@/lib/domain/test-pages';

export const testPagesMetadata: Metadata = { robots: { index: false, follow: false } };

/** Gate for every test page: checked per request, so one build serves both answers. */
export async function TestPagesGate({ children }: { children: ReactNode }) {
  await connection();
  if (!testPagesEnabled()) notFound();
  return children;
}
