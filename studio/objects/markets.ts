import { defineField } from 'sanity';
import { MARKET_IDS, MARKET_LABELS } from '../../lib/domain/markets';

/** Every block carries this field: empty means the block shows in every market. */
export const marketsField = defineField({
  name: 'markets',
  title: 'Markten',
  description: 'Laat leeg om dit blok in alle markten te tonen. Kies markten om het alleen daar te tonen.',
  type: 'array',
  of: [{ type: 'string' }],
  options: {
    list: MARKET_IDS.map((id) => ({ value: id, title: MARKET_LABELS[id] })),
  },
});
