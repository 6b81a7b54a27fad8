import type { Metadata } from 'next';
import { FlowPage } from '@/components/forms/flow-page';

export const metadata: Metadata = {
  title: 'Word koper',
  description: 'Vraag lokale groene stroom aan bij Stroomplein, op één pagina.',
  alternates: { canonical: '/koper' },
};

/** The buyer flow on one page (a Remote Config variant of /koper): the same schema and submit. */
interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function BuyerFlowOnePage({ searchParams }: Props) {
  return (
    <FlowPage
      searchParams={searchParams}
      flowId="koper"
      layout="single"
      intro="Alles op één pagina: je hebt je EAN-code en je jaarverbruik nodig (beide op je energiefactuur)."
    />
  );
}
