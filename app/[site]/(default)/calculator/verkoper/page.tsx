import type { Metadata } from 'next';
import { SellerCalculator } from '@/components/calculators/seller-calculator';
import { CalculatorPage } from '@/components/calculators/calculator-page';
import { CALCULATORS } from '@/lib/domain/calculators/catalogue';
import { SELLER_DEFAULTS, sellerFigures } from '@/lib/domain/calculators/seller';

export const metadata: Metadata = {
  title: CALCULATORS.verkoper.title,
  description:
    'Bereken wat je zonnepanelen per jaar opbrengen als je je overschot aan lokale kopers verkoopt.',
  alternates: { canonical: CALCULATORS.verkoper.href },
};

export default function SellerCalculatorPage() {
  return (
    <CalculatorPage
      title="Wat brengt je overschot op?"
      intro="Vul het vermogen of het aantal panelen in, de richting en hoeveel je zelf verbruikt. Je ziet meteen wat verkopen aan buren oplevert tegenover de injectievergoeding van je leverancier."
      settings={{ kind: 'verkoper' }}
      calculator={(fromPage) => (
        <SellerCalculator {...fromPage} firstScreen={sellerFigures(SELLER_DEFAULTS, fromPage.market)} />
      )}
    />
  );
}
