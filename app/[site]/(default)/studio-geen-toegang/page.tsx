import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';

export const metadata: Metadata = { title: 'Geen toegang tot de Studio', robots: { index: false } };

/**
 * What a signed-in account without the editor role gets at /studio: the proxy rewrites the Studio's address here,
 * and this page answers 403 with forbidden.tsx beside it.
 */
export default function StudioForbiddenPage(): never {
  forbidden();
}
