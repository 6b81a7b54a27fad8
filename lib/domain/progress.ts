export const DEFAULT_PROGRESS_MAX = 100;

/** Percentage shown by a progress bar: always within 0–100, whatever value and max are passed. */
export function progressPercent(value: number, max: number = DEFAULT_PROGRESS_MAX): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
