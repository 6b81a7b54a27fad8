import type { Option } from '@/lib/domain/validation/options';

/**
 * How forms describe their fields: labels, help and control kinds; the flows themselves are in flows.ts. The
 * schemas that check each step live in step-validation.ts, which the browser loads once a visitor starts on a
 * form (zod stays out of the page load).
 */

export type FieldKind =
  'text' | 'email' | 'tel' | 'date' | 'decimal' | 'select' | 'radio' | 'checkbox' | 'textarea';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  help?: string;
  autoComplete?: string;
  options?: readonly Option[];
  /** For consents: the page to read first. */
  link?: { href: string; text: string };
  /** Longest text allowed (a textarea shows how much is left). */
  maxLength?: number;
  /** Narrow fields (house number, postcode) share a row on wide screens. */
  narrow?: boolean;
}

export interface StepDefinition {
  id: string;
  title: string;
  intro: string;
  fields: FieldDefinition[];
}

export type FlowId = 'koper' | 'verkoper';

export interface FlowDefinition {
  id: FlowId;
  title: string;
  /** Where a stored application leads (copy from the CMS). */
  thankYouPath: string;
  submitLabel: string;
  steps: StepDefinition[];
}

/** Field values as the controls hold them: text, or a ticked box. */
export type FormValues = Record<string, string | boolean>;

/** The label of every field of a flow, by name (for the error summary). */
export function fieldLabels(steps: StepDefinition[]): Map<string, string> {
  return new Map(steps.flatMap((step) => step.fields.map((field) => [field.name, field.label] as const)));
}

/** Field errors in the order the form shows them, with their labels; "form" is a message about the whole form. */
export function orderedErrors(
  steps: StepDefinition[],
  errors: Record<string, string>,
): { name: string; label: string; message: string }[] {
  return [...fieldLabels(steps)].flatMap(([name, label]) => {
    const message = errors[name];
    return message ? [{ name, label, message }] : [];
  });
}

/** Inputs a calculator hands to a flow through the URL: query key → field. */
const CALCULATOR_PREFILL: Record<FlowId, Record<string, string>> = {
  koper: { verbruik: 'yearlyConsumption' },
  verkoper: { kwp: 'peakPowerKwp' },
};

/** Every query key a calculator may hand to a flow. */
export const CALCULATOR_QUERY_KEYS = Object.values(CALCULATOR_PREFILL).flatMap((keys) => Object.keys(keys));

/** The calculator's numbers from the query, for the flow's fields (numbers only; anything else is ignored). */
export function prefillFromQuery(
  flowId: FlowId,
  query: Record<string, string | string[] | undefined>,
): FormValues {
  return Object.fromEntries(
    Object.entries(CALCULATOR_PREFILL[flowId]).flatMap(([key, field]) => {
      const value = query[key];
      return typeof value === 'string' && /^[\d.,\s]{1,12}$/.test(value) ? [[field, value.trim()]] : [];
    }),
  );
}
