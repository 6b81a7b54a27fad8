'use client';

import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { ColourModeProvider } from './colour-mode';
import { DeployWatcher } from './deploy-watcher';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ColourModeProvider>
      <TooltipProvider>
        <Toaster>{children}</Toaster>
      </TooltipProvider>
      <ChunkReloadGuard />
      <DeployWatcher />
    </ColourModeProvider>
  );
}
