import { describe, expect, it, vi } from 'vitest';
import { readRedirects } from '@/lib/server/content/redirect-source';
import { queryPublished } from '@/lib/server/content/published-lookup';

vi.mock('@/lib/server/content/published-lookup', () => ({ queryPublished: vi.fn() }));

describe('the published redirects', () => {
  it('are read as a table by source; an invalid rule or a loop is left out and logged', async () => {
    vi.mocked(queryPublished).mockResolvedValue([
      { source: '/energiedelen/', destination: '/energie-delen', permanent: null },
      { source: '/lus-a', destination: '/lus-b', permanent: false },
      { source: '/lus-b', destination: '/lus-a', permanent: false },
      { source: 'geen-pad', destination: '/overons', permanent: true },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const table = await readRedirects();
    expect([...table.rules.keys()]).toEqual(['/energiedelen']);
    expect(table.rules.get('/energiedelen')?.permanent).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => String(message).split(' genegeerd')[0])).toEqual([
      'Doorverwijzing geen-pad → /overons',
      'Doorverwijzing /lus-a → /lus-b',
      'Doorverwijzing /lus-b → /lus-a',
    ]);
    warn.mockRestore();
  });
});
