import type { Metadata } from 'next';
import { FlowPage } from '@/components/forms/flow-page';

export const metadata: Metadata = {
  title: 'Word koper',
  description:
    'Vraag lokale groene stroom aan bij Stroomplein: in vijf korte stappen, zonder verplichtingen.',
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function BuyerFlowPage({ searchParams }: Props) {
  return (
    <FlowPage
      searchParams={searchParams}
      flowId="koper"
      layout="steps"
      intro="In vijf korte stappen: je hebt je EAN-code en je jaarverbruik nodig (beide op je energiefactuur)."
    />
  );
}
