'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  visibleToasts,
  type ToastVariant,
} from '@/lib/browser/toast-store';
import { cn } from './cn';

const EMPTY: ReturnType<typeof getToasts> = [];

const VARIANT_STYLE: Record<ToastVariant, { icon: ReactNode; className: string }> = {
  info: {
    icon: <Info aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />,
    className: 'border-neutral-200 dark:border-neutral-700',
  },
  success: {
    icon: <CircleCheck aria-hidden="true" className="size-5 text-secondary-700 dark:text-secondary-300" />,
    className: 'border-secondary-300 dark:border-secondary-700',
  },
  error: {
    icon: <CircleAlert aria-hidden="true" className="size-5 text-red-700 dark:text-red-300" />,
    className: 'border-red-300 dark:border-red-700',
  },
};

/** Radix toast provider and viewport: bottom-right, F8 to reach it, at most five at once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Melding"
    >
      {visibleToasts(toasts).map((item) => {
        const variant = VARIANT_STYLE[item.variant ?? 'info'];
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={item.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={item.variant}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-white p-4 text-neutral-900 shadow-lg dark:bg-neutral-900 dark:text-neutral-100',
              'data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) transition-opacity duration-200',
              variant.className,
            )}
          >
            {variant.icon}
            <div className="flex-1">
              <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                  {item.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Melding sluiten"
              className="rounded-md p-1 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
            >
              <X aria-hidden="true" className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/* Loaded with the first toast (toast-host.tsx), after the first paint: its rules need not be inlined. */}
      <RadixToast.Viewport
        data-after-first-paint=""
        hotkey={['F8']}
        label="Meldingen ({hotkey})"
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-4 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
