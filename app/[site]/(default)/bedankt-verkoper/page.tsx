import type { Metadata } from 'next';
import { RouteCopyPage, routeCopyMetadata } from '@/components/content/route-copy';
import { ThanksLinks } from '@/components/forms/thanks-links';

export function generateMetadata(): Promise<Metadata> {
  return routeCopyMetadata('bedankt-verkoper', 'Bedankt voor je aanmelding', true);
}

export default function SellerThanksPage() {
  return (
    <RouteCopyPage route="bedankt-verkoper" fallbackTitle="Bedankt voor je aanmelding">
      <ThanksLinks />
    </RouteCopyPage>
  );
}
