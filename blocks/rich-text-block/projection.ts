import { RICH_TEXT } from '../../lib/domain/content/projections';

/** Glossary terms in the text are dereferenced. */
export const richTextBlockProjection = `_type == "richTextBlock" => { body${RICH_TEXT} }` as const;
