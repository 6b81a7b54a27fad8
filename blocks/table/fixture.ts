import type { BlockOf } from '@/lib/domain/content/types';

export const tableFixture: BlockOf<'table'> = {
  _type: 'table',
  _key: 'table',
  caption: 'Vormen van energie delen',
  columns: ['Vorm', 'Wie', 'Afstand'],
  rows: [
    { _type: 'tableRow', _key: 'r1', cells: ['Peer-to-peer', 'Twee gezinnen', 'Heel Vlaanderen'] },
    { _type: 'tableRow', _key: 'r2', cells: ['In een gebouw', 'Bewoners', 'Zelfde gebouw'] },
  ],
};
