import type { Metadata } from 'next';
import { FlowPage } from '@/components/forms/flow-page';

export const metadata: Metadata = {
  title: 'Word koper',
  description:
    'Vraag lokale groene stroom aan bij Stroomplein: in vijf korte stappen, zonder verplichtingen.',
};

export default function BuyerFlowPage() {
  return (
    <FlowPage
      flowId="koper"
      layout="steps"
      intro="In vijf korte stappen: je hebt je EAN-code en je jaarverbruik nodig (beide op je energiefactuur)."
    />
  );
}
