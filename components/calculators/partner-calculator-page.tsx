import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import {
  findPreset,
  PARTNER_PRESETS,
  type PartnerKind,
  type PartnerPreset,
} from '@/lib/domain/calculators/presets';
import type { CalculatorFromPage } from './calculator-frame';
import { CalculatorPage } from './calculator-page';

/** A partner route's params: the slug after `/calculator/{kind}-`. */
export interface PartnerRouteProps {
  params: Promise<{ slug: string }>;
}

/**
 * What the two partner routes (calculator/partner/koper and /verkoper, see PARTNER_CALCULATOR_REWRITE) share:
 * their static params, metadata and preset. Each route draws its own calculator, so it loads only that one.
 */
export function partnerCalculatorRoute(kind: PartnerKind) {
  const presets = PARTNER_PRESETS.filter((preset) => preset.kind === kind);
  // Any other name answers the site's 404 from the page itself: with dynamicParams = false it would fall through
  // to the CMS catch-all, whose 404 names the route's own path instead of the address the visitor typed.
  async function preset({ params }: PartnerRouteProps): Promise<PartnerPreset> {
    return findPreset(kind, (await params).slug) ?? notFound();
  }
  return {
    generateStaticParams: () => presets.map(({ slug }) => ({ slug })),
    async generateMetadata(props: PartnerRouteProps): Promise<Metadata> {
      const found = findPreset(kind, (await props.params).slug);
      if (!found) return {};
      return {
        title: `Calculator voor ${kind === 'koper' ? 'kopers' : 'verkopers'} van ${found.partner}`,
        description: found.intro,
        alternates: { canonical: `/calculator/${kind}-${found.slug}` },
      };
    },
    preset,
  };
}

/** A partner's calculator page: its name, intro and fixed price, and the calculator with its defaults. */
export function PartnerCalculatorPage({
  preset,
  calculator,
}: {
  preset: PartnerPreset;
  calculator: (fromPage: CalculatorFromPage) => ReactNode;
}) {
  return (
    <CalculatorPage
      title={`${preset.partner}: ${preset.kind === 'koper' ? 'wat bespaar je?' : 'wat brengt je overschot op?'}`}
      intro={preset.intro}
      settings={{ kind: preset.kind, fixedPricePerKwh: preset.fixedPricePerKwh }}
      calculator={calculator}
    />
  );
}
