import { Monitor, Moon, Sun } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { ColourMode } from '@/lib/domain/colour-mode';
import { ColourModeToggle } from './colour-mode';

const ICON_CLASS = 'size-4';

const ICONS: Record<ColourMode, ReactNode> = {
  system: <Monitor aria-hidden="true" className={ICON_CLASS} />,
  light: <Sun aria-hidden="true" className={ICON_CLASS} />,
  dark: <Moon aria-hidden="true" className={ICON_CLASS} />,
};

/** The colour-mode switch with its icons drawn on the server. */
export function ColourModeSwitch({ className }: { className?: string }) {
  return <ColourModeToggle icons={ICONS} className={className} />;
}
