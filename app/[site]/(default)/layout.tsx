import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/default-shell';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <DefaultShell>{children}</DefaultShell>;
}
