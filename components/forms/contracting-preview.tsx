'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { FlowId, FormValues } from '@/lib/domain/forms/definitions';
import { FLOWS } from '@/lib/domain/forms/flows';
import { FlowReview } from './flow-review';
import { FlowStep } from './flow-step';

/**
 * The contracting step of a flow as the visitor sees it, filled in from a fixture: the same step, review and
 * consents the flow renders, with ticking boxes but no sending (for visual checks on /test-contracting).
 */
export function ContractingPreview({ flowId, values }: { flowId: FlowId; values: FormValues }) {
  const flow = FLOWS[flowId];
  const step = flow.steps.at(-1)!;
  const [consents, setConsents] = useState<FormValues>({});
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
          Stap {flow.steps.length} van {flow.steps.length}
        </p>
        <Progress
          value={flow.steps.length}
          max={flow.steps.length}
          label={`${flow.title}: stap ${flow.steps.length} van ${flow.steps.length}`}
        />
      </div>
      <FlowStep
        step={step}
        values={{ ...values, ...consents }}
        errors={{}}
        onChange={(name, value) => setConsents((current) => ({ ...current, [name]: value }))}
      >
        <FlowReview flow={flow} values={values} />
      </FlowStep>
      <div className="flex justify-end border-t border-neutral-200 pt-6 dark:border-neutral-800">
        <Button type="button" disabled>
          {flow.submitLabel}
        </Button>
      </div>
    </div>
  );
}
