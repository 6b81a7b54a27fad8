import type { Metadata } from 'next';
import { FlowPage } from '@/components/forms/flow-page';

export const metadata: Metadata = {
  title: 'Word verkoper',
  description: 'Verkoop de groene stroom van je installatie aan buren en lokale kopers via Stroomplein.',
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function SellerFlowPage({ searchParams }: Props) {
  return (
    <FlowPage
      searchParams={searchParams}
      flowId="verkoper"
      layout="steps"
      intro="In vijf stappen: houd de gegevens van je installatie, je EAN-code en je rekeningnummer bij de hand."
    />
  );
}
