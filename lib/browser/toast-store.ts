/**
 * A tiny framework-free store behind `toast()`, so any client code (event handlers, fetch helpers) can raise a
 * toast without a React context. The <Toaster> subscribes to it.
 */

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** The toasts on screen: the oldest open ones up to the limit; the rest wait their turn. */
export function visibleToasts(all: readonly ToastItem[]): readonly ToastItem[] {
  return all.slice(0, TOAST_LIMIT);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([...toasts, { variant: 'info', ...input, id, open: true }]);
  return id;
}

/** Closes a toast; it leaves the list once its exit animation has had time to run. */
export function dismissToast(id: number): void {
  if (!toasts.some((item) => item.id === id && item.open)) return;
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Test helper and page-leave reset. */
export function clearToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
