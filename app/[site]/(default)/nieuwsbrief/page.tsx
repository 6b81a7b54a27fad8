import type { Metadata } from 'next';
import { RouteCopyPage, routeCopyMetadata } from '@/components/content/route-copy';
import { MessageForm } from '@/components/forms/message-form';
import { MESSAGE_FORMS } from '@/lib/domain/forms/message-forms';
import { knownVisitorValues } from '@/lib/server/forms/known-values';

export function generateMetadata(): Promise<Metadata> {
  return routeCopyMetadata('nieuwsbrief', 'Schrijf je in op de nieuwsbrief');
}

interface Props {
  /** The CMS newsletter block sends its address here (a plain GET form). */
  searchParams: Promise<{ email?: string | string[] }>;
}

export default async function NewsletterPage({ searchParams }: Props) {
  const { email } = await searchParams;
  const fromBlock = typeof email === 'string' ? email.slice(0, 254) : undefined;
  const initial = fromBlock ? { email: fromBlock } : await knownVisitorValues(['email']);
  return (
    <RouteCopyPage route="nieuwsbrief" fallbackTitle="Schrijf je in op de nieuwsbrief">
      <MessageForm definition={MESSAGE_FORMS.nieuwsbrief} initial={initial} />
    </RouteCopyPage>
  );
}
