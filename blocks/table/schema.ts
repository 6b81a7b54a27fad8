import { defineArrayMember, defineField } from 'sanity';
import { Table } from 'lucide-react';
import { defineBlock } from '../shared/define-block';

export const tableSchema = defineBlock({
  name: 'table',
  title: 'Tabel',
  description: 'Een eenvoudige tabel met kolomkoppen.',
  icon: Table,
  previewField: 'caption',
  fields: [
    defineField({
      name: 'caption',
      title: 'Bijschrift',
      description: 'Zegt waarover de tabel gaat; ook voorgelezen door schermlezers.',
      type: 'string',
      validation: (rule) => rule.required().error('Geef de tabel een bijschrift.'),
    }),
    defineField({
      name: 'columns',
      title: 'Kolomkoppen',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(2).max(6).error('Een tabel heeft twee tot zes kolommen.'),
    }),
    defineField({
      name: 'rows',
      title: 'Rijen',
      type: 'array',
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows, context) => {
            const columns = (context.parent as { columns?: string[] } | undefined)?.columns?.length ?? 0;
            const wrong = (rows as { cells?: string[] }[] | undefined)?.findIndex(
              (row) => (row.cells?.length ?? 0) !== columns,
            );
            return wrong !== undefined && wrong >= 0
              ? `Rij ${wrong + 1} heeft niet evenveel cellen als er kolommen zijn (${columns}).`
              : true;
          }),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'tableRow',
          title: 'Rij',
          fields: [defineField({ name: 'cells', title: 'Cellen', type: 'array', of: [{ type: 'string' }] })],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }: { cells?: string[] }) => ({ title: cells?.join(' · ') ?? 'Lege rij' }),
          },
        }),
      ],
    }),
  ],
});
