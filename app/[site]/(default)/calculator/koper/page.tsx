import type { Metadata } from 'next';
import { BuyerCalculator } from '@/components/calculators/buyer-calculator';
import { CalculatorPage } from '@/components/calculators/calculator-page';
import { BUYER_DEFAULTS, buyerFigures } from '@/lib/domain/calculators/buyer';
import { CALCULATORS } from '@/lib/domain/calculators/catalogue';

export const metadata: Metadata = {
  title: CALCULATORS.koper.title,
  description: 'Bereken wat lokale groene stroom via Stroomplein je per jaar en per maand kost en bespaart.',
  alternates: { canonical: CALCULATORS.koper.href },
};

export default function BuyerCalculatorPage() {
  return (
    <CalculatorPage
      title="Wat bespaar je met lokale groene stroom?"
      intro="Vul je jaarverbruik in of kies je gezinsgrootte. Je ziet meteen wat de stroom zelf je kost met Stroomplein en bij een gewone leverancier."
      settings={{ kind: 'koper' }}
      calculator={(fromPage) => (
        <BuyerCalculator {...fromPage} firstScreen={buyerFigures(BUYER_DEFAULTS, fromPage.market)} />
      )}
    />
  );
}
