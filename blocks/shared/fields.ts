import { defineField } from 'sanity';
import { requiredText } from '../../studio/text-rules';

/** The block's heading; most blocks require one. */
export const heading = (required = true) =>
  defineField({
    name: 'heading',
    title: 'Titel',
    type: 'string',
    validation: (rule) =>
      required ? requiredText(120, 'Geef dit blok een titel.', 'De titel')(rule) : rule.max(120),
  });

export const intro = defineField({ name: 'intro', title: 'Inleiding', type: 'text', rows: 3 });
