import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the configured one in constant time; an unset secret matches nothing. */
export function matchesSecret(presented: string | null | undefined, configured: string | undefined): boolean {
  if (!configured || !presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(configured));
}
