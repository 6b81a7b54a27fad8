import type { ConsentGrants } from '@/lib/domain/consent';
import { APPLY_STORED_CONSENT } from '@/lib/domain/consent-page-names';

type ConsentWindow = Window & { [APPLY_STORED_CONSENT]?: (grants?: ConsentGrants) => ConsentGrants | null };

/**
 * Stores `grants` if given, applies the stored choice and returns it, or null when the visitor must be asked;
 * undefined where consent does not apply (the Studio, a framed preview, a build without a container): the head
 * script (lib/domain/consent.ts) defines it only on the site.
 */
export const applyStoredConsent = (grants?: ConsentGrants): ConsentGrants | null | undefined =>
  (window as ConsentWindow)[APPLY_STORED_CONSENT]?.(grants);
