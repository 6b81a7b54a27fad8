import type { ReactNode } from 'react';
import { AccountShell } from '@/components/layout/account-shell';

export default function MyLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
