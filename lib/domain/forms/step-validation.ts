import type { z } from 'zod';
import { fieldErrors } from '@/lib/domain/validation/account';
import { buyerStepSchemas, sellerStepSchemas } from '@/lib/domain/validation/flow-schemas';
import type { FlowDefinition, FlowId, FormValues, StepDefinition } from './definitions';

/**
 * The browser's checks of a flow, step by step: the schemas the server action also applies, by step id. A module
 * of its own so the flow pages can load it (and zod with it) once the visitor starts on the form.
 */
export const STEP_SCHEMAS: Record<FlowId, Record<string, z.ZodObject>> = {
  koper: {
    wie: buyerStepSchemas.contact,
    waar: buyerStepSchemas.address,
    aansluiting: buyerStepSchemas.connection,
    keuzes: buyerStepSchemas.choices,
    akkoord: buyerStepSchemas.consents,
  },
  verkoper: {
    wie: sellerStepSchemas.contact,
    waar: sellerStepSchemas.address,
    installatie: sellerStepSchemas.installation,
    uitbetaling: sellerStepSchemas.payout,
    akkoord: sellerStepSchemas.consents,
  },
};

function stepSchema(flowId: FlowId, step: StepDefinition): z.ZodObject {
  const schema = STEP_SCHEMAS[flowId][step.id];
  if (!schema) throw new Error(`Geen schema voor stap ${flowId}/${step.id}`);
  return schema;
}

/** The Dutch message of every field that does not pass, for the given steps. */
export function stepErrors(
  flowId: FlowId,
  steps: StepDefinition[],
  values: FormValues,
): Record<string, string> {
  return Object.assign(
    {},
    ...steps.map((step) => {
      const parsed = stepSchema(flowId, step).safeParse(values);
      return parsed.success ? {} : fieldErrors(parsed.error);
    }),
  );
}

/** The first step whose fields do not pass yet: no later step may be shown (steps cannot be skipped by URL). */
export function firstIncompleteStep(flow: FlowDefinition, values: FormValues): number {
  const index = flow.steps.findIndex((step) => !stepSchema(flow.id, step).safeParse(values).success);
  return index === -1 ? flow.steps.length - 1 : index;
}
