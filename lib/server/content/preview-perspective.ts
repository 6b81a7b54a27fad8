import { isReleaseId } from '@/lake/ids';
import { OPEN_RELEASE_LIMIT } from '@/lake/releases';

/**
 * What a read sees: visitors the published documents, draft mode the drafts over them, and a release preview the
 * versions of its releases over the drafts (leftmost release wins), as the Content Lake's perspectives stack.
 */
export type PreviewPerspective = 'published' | 'drafts' | { releases: string[] };

/** The perspective as the Content Lake API takes it: a stack of releases ends with the drafts. */
export function clientPerspective(perspective: PreviewPerspective): 'published' | 'drafts' | string[] {
  return typeof perspective === 'string' ? perspective : [...perspective.releases, 'drafts'];
}

/**
 * What an editor's preview shows, as the Studio's perspective menu chose it (next-sanity's visual editing keeps the
 * choice in a cookie): the drafts by default, the published site, or one or more releases over the drafts.
 * Anything else in the cookie falls back to the drafts.
 */
export function parsePreviewPerspective(value: string | undefined): PreviewPerspective {
  if (value === 'published') return 'published';
  const layers = (value ?? '').split(',').filter((layer) => layer !== 'drafts' && layer !== 'published');
  return layers.length > 0 && layers.length <= OPEN_RELEASE_LIMIT && layers.every(isReleaseId)
    ? { releases: layers }
    : 'drafts';
}
