import { RICH_TEXT } from '../../lib/domain/content/projections';

/** The questions are references to FAQ items: dereferenced, with their answers' glossary terms. */
export const faqProjection =
  `_type == "faq" => { "items": items[]->{ _id, question, answer${RICH_TEXT} } }` as const;
