'use client';

import type { ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import { ChunkReloadGuard } from './client-errors';
import { ColourModeProvider } from './colour-mode';
import { DeployWatcher } from './deploy-watcher';

/**
 * What every page needs on the client, kept small: colour mode, deploy and chunk-error watchers, and the host that
 * loads the toaster with the first toast. Tooltips bring their own provider where they are used.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ColourModeProvider>
      {children}
      <ToastHost />
      <ChunkReloadGuard />
      <DeployWatcher />
    </ColourModeProvider>
  );
}
