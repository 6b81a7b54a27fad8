import type { Metadata } from 'next';
import { RouteCopyPage, routeCopyMetadata } from '@/components/content/route-copy';
import { ThanksLinks } from '@/components/forms/thanks-links';

export function generateMetadata(): Promise<Metadata> {
  return routeCopyMetadata('bedankt-koper', 'Bedankt voor je aanvraag', true);
}

export default function BuyerThanksPage() {
  return (
    <RouteCopyPage route="bedankt-koper" fallbackTitle="Bedankt voor je aanvraag">
      <ThanksLinks />
    </RouteCopyPage>
  );
}
