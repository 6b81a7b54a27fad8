import type { Metadata } from 'next';
import { ContractingPreview } from '@/components/forms/contracting-preview';
import { FLOW_FIXTURES } from '@/components/forms/fixtures';
import type { FlowId } from '@/lib/domain/forms/definitions';
import { FLOWS } from '@/lib/domain/forms/flows';

export const metadata: Metadata = { title: 'Contractstap' };

const FLOW_IDS: FlowId[] = ['koper', 'verkoper'];

/** The last step of both flows (review, consents, the terms they accept), filled in from fixtures. */
export default function ContractingTestPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">Contractstap</h1>
      <p className="mb-10 max-w-prose text-neutral-700 dark:text-neutral-300">
        De laatste stap van de koper- en verkoperflow met ingevulde voorbeeldgegevens: het overzicht, de
        toestemmingen en de voorwaarden die je aanvaardt. Versturen kan hier niet.
      </p>
      <div className="grid gap-16">
        {FLOW_IDS.map((flowId) => (
          <section key={flowId} aria-label={FLOWS[flowId].title} className="max-w-3xl">
            <p className="mb-4 text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
              {FLOWS[flowId].title}
            </p>
            <ContractingPreview flowId={flowId} values={FLOW_FIXTURES[flowId]} />
          </section>
        ))}
      </div>
    </>
  );
}
