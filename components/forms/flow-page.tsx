import { ArrowLeft } from '@/components/ui/icons';
import { Suspense } from 'react';
import { LOGO_LINK_CLASS, LogoMark } from '@/components/layout/logo-mark';
import { PageLink } from '@/components/ui/page-link';
import { prefillFromQuery, type FlowId } from '@/lib/domain/forms/definitions';
import { FLOWS } from '@/lib/domain/forms/flows';
import { knownVisitorValues } from '@/lib/server/forms/known-values';
import { FlowForm, type FlowFormProps } from './flow-form';

/**
 * The frame of a flow in the blank layout: the way back, the title and the form. Its links load pages in full, so
 * the flows carry no link runtime (the form keeps its draft).
 */
export async function FlowPage({
  flowId,
  layout,
  intro,
  searchParams,
}: {
  flowId: FlowId;
  layout: FlowFormProps['layout'];
  intro: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const flow = FLOWS[flowId];
  const [initial, query] = await Promise.all([knownVisitorValues(), searchParams]);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageLink href="/" className={LOGO_LINK_CLASS}>
          <LogoMark />
        </PageLink>
        <PageLink
          href="/"
          className="inline-flex items-center gap-1 font-medium text-neutral-700 underline dark:text-neutral-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Terug naar de website
        </PageLink>
      </div>
      <header>
        <h1 className="text-3xl font-bold text-balance md:text-4xl">{flow.title}</h1>
        <p className="mt-3 text-lg text-neutral-700 dark:text-neutral-300">{intro}</p>
      </header>
      <Suspense>
        <FlowForm
          flow={flow}
          layout={layout}
          initial={initial}
          fromCalculator={prefillFromQuery(flowId, query)}
        />
      </Suspense>
    </div>
  );
}
