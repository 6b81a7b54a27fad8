'use client';

import { GoogleTagManager } from '@next/third-parties/google';

/**
 * The tag manager for a configured container. Builds without NEXT_PUBLIC_GTM_ID alias this module to
 * tag-manager-unconfigured.tsx (next.config.ts), so their pages carry none of its code (next/script, the loader).
 */
export function TagManager({ gtmId }: { gtmId: string }) {
  return <GoogleTagManager gtmId={gtmId} />;
}
