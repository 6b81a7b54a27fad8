import { describe, expect, it } from 'vitest';
import { LAKE_SIGN_IN_PATH } from '@/lake/project';
import { leadsToStudio, studioReturnPath } from '@/lib/domain/studio-access';

describe('a sign-in for the Studio', () => {
  it('is one for editors when it leads to this Studio or to the lake’s sign-in of a Studio elsewhere', () => {
    expect(leadsToStudio('/studio')).toBe(true);
    expect(leadsToStudio('/studio/structure/page')).toBe(true);
    expect(leadsToStudio(`${LAKE_SIGN_IN_PATH}?origin=http%3A%2F%2Flocalhost%3A3333%2F&projectId=x`)).toBe(
      true,
    );
    expect(leadsToStudio('/account')).toBe(false);
    expect(leadsToStudio('/studiobezoek')).toBe(false);
  });

  it('returns to the path the Studio names in `origin`, never to another host', () => {
    expect(studioReturnPath('/studio?origin=http://localhost:3000/studio/structure/page')).toBe(
      '/studio/structure/page',
    );
    expect(studioReturnPath('/studio?origin=https://elders.example/account')).toBe(
      '/studio?origin=https://elders.example/account',
    );
  });
});
