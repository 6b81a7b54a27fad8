import type { ReactNode } from 'react';
import { calculatorFormat } from '@/lib/domain/calculators/format';
import { ORIENTATIONS } from '@/lib/domain/calculators/orientations';
import { buttonClasses } from '@/components/ui/button';
import { calculatorMarket, type MarketSettings } from '@/lib/domain/markets';
import { siteOfPage } from '@/lib/server/market';
import type { CalculatorFromPage } from './calculator-frame';

type CalculatorKind = 'koper' | 'verkoper' | 'gvo';

/** What a calculator page's assumptions describe. */
export interface CalculatorSettings {
  kind: CalculatorKind;
  /** A partner's fixed price (presets). */
  fixedPricePerKwh?: number;
}

/** The figures a calculator rests on in a market, as the visitor reads them. */
function assumptionRows(
  { kind, fixedPricePerKwh }: CalculatorSettings,
  market: MarketSettings,
): [string, string][] {
  const assumptions = market.calculator;
  const format = calculatorFormat(market.numberLocale);
  const vat: [string, string] = ['Btw op elektriciteit', format.percent(market.electricityVatRate)];
  const yields: [string, string] = [
    'Opbrengst per kWp per jaar',
    ORIENTATIONS.map(
      (entry) => `${entry.label.toLowerCase()} ${format.kwh(assumptions.yieldPerKwp[entry.value])}`,
    ).join(', '),
  ];
  if (kind === 'koper')
    return [
      [
        fixedPricePerKwh ? 'Vaste lokale prijs van de partner' : 'Lokale prijs via Stroomplein',
        format.pricePerKwh(fixedPricePerKwh ?? assumptions.localPricePerKwh),
      ],
      ['Prijs bij een gewone leverancier', format.pricePerKwh(assumptions.referencePricePerKwh)],
      ['Deel van je verbruik dat lokaal gedekt wordt', format.percent(assumptions.localShare)],
      vat,
    ];
  if (kind === 'verkoper')
    return [
      [
        fixedPricePerKwh ? 'Vaste prijs van de partner' : 'Wat je krijgt van lokale kopers',
        format.pricePerKwh(fixedPricePerKwh ?? assumptions.sellerPricePerKwh),
      ],
      ['Injectievergoeding van een leverancier', format.pricePerKwh(assumptions.injectionTariffPerKwh)],
      yields,
      ['Vermogen van één paneel', `${format.number(assumptions.panelKwp * 1000)} Wp`],
      ['Btw', 'geen: een gezin dat zijn overschot verkoopt, is niet btw-plichtig'],
    ];
  return [
    ['Garanties van oorsprong', 'één per volle MWh (1.000 kWh) productie'],
    [
      'Waarde van één garantie',
      `${format.euro(assumptions.guaranteeOfOriginPrice.low)} tot ${format.euro(assumptions.guaranteeOfOriginPrice.high)}`,
    ],
    yields,
  ];
}

/**
 * A calculator page: title and intro, the calculator (prerendered with the defaults, then read from the URL),
 * what it assumes, and an explanation. Prices exclude VAT unless said otherwise. The page hands in its own
 * calculator, drawn with what every calculator gets from here: a page's client code is every client component its
 * modules import, so importing the calculators here would put all three on every calculator page.
 */
export async function CalculatorPage({
  title,
  intro,
  settings,
  calculator,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** What the assumptions below describe; the same settings as the calculator's. */
  settings: CalculatorSettings;
  calculator: (fromPage: CalculatorFromPage) => ReactNode;
  children?: ReactNode;
}) {
  const { market } = await siteOfPage();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-balance md:text-4xl">{title}</h1>
      <div className="mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{intro}</div>
      <div className="mt-10">
        {calculator({
          market: calculatorMarket(market),
          ctaClassName: buttonClasses('primary', 'lg', 'mt-2 self-start'),
        })}
      </div>
      <section aria-labelledby="aannames" className="mt-12 max-w-3xl">
        <h2 id="aannames" className="text-xl font-bold">
          Waarmee we rekenen
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
          {assumptionRows(settings, market).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="text-neutral-700 dark:text-neutral-300">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
          Prijzen zonder btw, tenzij anders vermeld. {market.calculator.sources} Een schatting, geen offerte.
        </p>
      </section>
      {children ? <div className="mt-12 max-w-3xl">{children}</div> : null}
    </div>
  );
}
