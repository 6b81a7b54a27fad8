import type { Metadata } from 'next';
import { FlowPage } from '@/components/forms/flow-page';

export const metadata: Metadata = {
  title: 'Word verkoper',
  description: 'Verkoop de groene stroom van je installatie aan buren en lokale kopers via Stroomplein.',
};

export default function SellerFlowPage() {
  return (
    <FlowPage
      flowId="verkoper"
      layout="steps"
      intro="In vijf stappen: houd de gegevens van je installatie, je EAN-code en je rekeningnummer bij de hand."
    />
  );
}
