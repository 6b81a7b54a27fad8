import { describe, expect, it } from 'vitest';
import { OPEN_RELEASE_LIMIT } from '@/lake/releases';
import { parsePreviewPerspective } from '@/lib/server/content/preview-perspective';

describe('the perspective of an editor’s preview', () => {
  it('follows the Studio’s menu: drafts, the published site, or releases over the drafts', () => {
    expect(parsePreviewPerspective(undefined)).toBe('drafts');
    expect(parsePreviewPerspective('drafts')).toBe('drafts');
    expect(parsePreviewPerspective('published')).toBe('published');
    expect(parsePreviewPerspective('rZomer12,drafts')).toEqual({ releases: ['rZomer12'] });
    expect(parsePreviewPerspective('rA,rB,drafts')).toEqual({ releases: ['rA', 'rB'] });
  });

  it('falls back to the drafts for a cookie it cannot trust', () => {
    expect(parsePreviewPerspective('../geheim,drafts')).toBe('drafts');
    expect(parsePreviewPerspective('r'.repeat(65))).toBe('drafts');
    const tooMany = Array.from({ length: OPEN_RELEASE_LIMIT + 1 }, (_, index) => `r${index}`);
    expect(parsePreviewPerspective(tooMany.join(','))).toBe('drafts');
  });
});
