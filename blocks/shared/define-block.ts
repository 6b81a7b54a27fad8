import { defineType, type FieldDefinition } from 'sanity';
import { marketsField } from '../../studio/objects/markets';

interface BlockDefinition {
  name: string;
  title: string;
  description: string;
  icon?: React.ComponentType;
  fields: FieldDefinition[];
  /** Field shown as the block's title in the page builder. */
  previewField: string;
}

/** Every page-builder block: its own fields, then the shared markets field, with a readable preview. */
export function defineBlock({ name, title, description, icon, fields, previewField }: BlockDefinition) {
  return defineType({
    name,
    title,
    description,
    icon,
    type: 'object',
    fields: [...fields, marketsField],
    preview: {
      select: { heading: previewField, markets: 'markets' },
      prepare: ({ heading, markets }: { heading?: string; markets?: string[] }) => ({
        title: heading || title,
        subtitle: markets?.length ? `${title} · alleen ${markets.join(', ')}` : title,
      }),
    },
  });
}
