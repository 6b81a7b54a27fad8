import type { Metadata } from 'next';
import { RouteCopyPage, routeCopyMetadata } from '@/components/content/route-copy';
import { MessageForm } from '@/components/forms/message-form';
import { MESSAGE_FORMS } from '@/lib/domain/forms/message-forms';
import { knownVisitorValues } from '@/lib/server/forms/known-values';

export function generateMetadata(): Promise<Metadata> {
  return routeCopyMetadata('contact', 'Contacteer ons');
}

export default async function ContactPage() {
  const initial = await knownVisitorValues(['name', 'email']);
  return (
    <RouteCopyPage route="contact" fallbackTitle="Contacteer ons">
      <MessageForm definition={MESSAGE_FORMS.contact} initial={initial} />
    </RouteCopyPage>
  );
}
