import type { StringRule, TextRule } from 'sanity';

/**
 * A required text with a maximum length. An empty field and a too long one each get a message that says which of
 * the two is wrong (one `.error()` on the whole chain said "at most N characters" for an empty field too).
 */
export function requiredText(max: number, missing: string, subject: string) {
  return (rule: StringRule | TextRule) => [
    (rule as StringRule).required().error(missing),
    (rule as StringRule).max(max).error(`${subject} is te lang: hoogstens ${max} tekens.`),
  ];
}
