'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Where focus goes once the sheet has closed (the button that opened it); Radix's own choice when absent. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog (Radix: focus held inside, Escape and the close button close it, the page behind is inert): a
 * sheet from the bottom on a phone, a centred panel on a wider screen. Loaded only with the code that opens it.
 */
export function DialogSheet({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
}: DialogSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          // Without a description Radix warns unless it is told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border-t border-neutral-200 bg-white p-5 text-neutral-900 shadow-xl md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Sluiten"
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
