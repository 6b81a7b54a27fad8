import { formatRelativeLocale } from 'sanity';
import { describe, expect, it } from 'vitest';

// The Studio's release moments (banner, lists) as a Dutch editor reads them; Sanity writes them with date-fns's
// English default ("today at 9:00 AM"), put into Dutch by patches/sanity+6.16.0.patch.
describe('a release moment in the Studio', () => {
  const now = new Date('2026-12-02T08:00:00Z');
  const at = (iso: string) => formatRelativeLocale(new Date(iso), now, 'Europe/Brussels');

  it('is in Dutch today, tomorrow and later this week', () => {
    expect(at('2026-12-02T09:00:00Z')).toBe('vandaag om 10:00');
    expect(at('2026-12-03T16:30:00Z')).toBe('morgen om 17:30');
    expect(at('2026-12-05T09:00:00Z')).toBe('zaterdag om 10:00');
  });

  it('is a Dutch date further ahead', () => {
    expect(at('2026-12-22T09:00:00Z')).toBe('22-12-2026');
  });
});
