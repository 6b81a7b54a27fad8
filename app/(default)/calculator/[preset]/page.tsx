import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalculatorPage } from '@/components/calculators/calculator-page';
import { CalculatorByKind, type CalculatorSettings } from '@/components/calculators/calculator-switch';
import { findPreset, PARTNER_PRESETS } from '@/lib/calculators/presets';

interface Props {
  params: Promise<{ preset: string }>;
}

/** Only the partners in the table: any other name answers the site's 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return PARTNER_PRESETS.map((preset) => ({ preset: `${preset.kind}-${preset.slug}` }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preset = findPreset((await params).preset);
  if (!preset) return {};
  return {
    title: `Calculator voor ${preset.kind === 'koper' ? 'kopers' : 'verkopers'} van ${preset.partner}`,
    description: preset.intro,
  };
}

export default async function PartnerCalculatorPage({ params }: Props) {
  const preset = findPreset((await params).preset);
  if (!preset) notFound();
  const settings: CalculatorSettings = {
    kind: preset.kind,
    defaults: preset.defaults,
    fixedPricePerKwh: preset.fixedPricePerKwh,
  };
  return (
    <CalculatorPage
      title={`${preset.partner}: ${preset.kind === 'koper' ? 'wat bespaar je?' : 'wat brengt je overschot op?'}`}
      intro={preset.intro}
      settings={settings}
      calculator={(fromPage) => <CalculatorByKind {...fromPage} {...settings} />}
    />
  );
}
