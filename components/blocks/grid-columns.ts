/** Grid columns for n cards, chosen so a row never ends with a lone orphan on wide screens. */
const COLUMNS: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

export function gridColumns(count: number): string {
  return COLUMNS[count] ?? 'sm:grid-cols-2 lg:grid-cols-4';
}
