import { isReleaseId } from '@/lake/ids';
import { OPEN_RELEASE_LIMIT } from '@/lake/releases';
import type { LocalPerspective } from './local-dataset';

/**
 * What an editor's preview shows, as the Studio's perspective menu chose it (next-sanity's visual editing keeps the
 * choice in a cookie): the drafts by default, the published site, or one or more releases over the drafts.
 * Anything else in the cookie falls back to the drafts.
 */
export function parsePreviewPerspective(value: string | undefined): LocalPerspective {
  if (value === 'published') return 'published';
  const layers = (value ?? '').split(',').filter((layer) => layer !== 'drafts' && layer !== 'published');
  return layers.length > 0 && layers.length <= OPEN_RELEASE_LIMIT && layers.every(isReleaseId)
    ? { releases: layers }
    : 'drafts';
}
