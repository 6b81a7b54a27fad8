import type { BlockOf } from '@/lib/domain/content/types';

export const keyFiguresFixture: BlockOf<'keyFigures'> = {
  _type: 'keyFigures',
  _key: 'key-figures',
  heading: 'In cijfers',
  figures: [
    { _type: 'figure', _key: 'f1', value: 12500, format: 'number', unit: 'gezinnen', label: 'Aangesloten' },
    { _type: 'figure', _key: 'f2', value: 0.25, format: 'percent', label: 'Gemiddelde besparing' },
    { _type: 'figure', _key: 'f3', value: 340, format: 'euro', label: 'Per jaar' },
  ],
  source: 'Stroomplein, 2026',
};
