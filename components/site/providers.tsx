'use client';

import { useEffect, type ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import { TooltipHost } from '@/components/ui/tooltip-host';
import { markAppMounted } from '@/lib/browser/app-mount';
import { ChunkReloadGuard } from './client-errors';
import { ColourModeWatcher } from './colour-mode';
import { DeployWatcher } from './deploy-watcher';

/**
 * What every page needs on the client, kept small: colour mode, deploy and chunk-error watchers, and the hosts
 * that load the toaster with the first toast and the tooltips with the first interaction.
 */
export function Providers({ children }: { children: ReactNode }) {
  // Effects run children first: this one runs once the whole page has mounted.
  useEffect(markAppMounted, []);
  return (
    <>
      {children}
      <ColourModeWatcher />
      <ToastHost />
      <TooltipHost />
      <ChunkReloadGuard />
      <DeployWatcher />
    </>
  );
}
