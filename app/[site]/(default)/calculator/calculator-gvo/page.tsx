import type { Metadata } from 'next';
import { GuaranteeCalculator } from '@/components/calculators/guarantee-calculator';
import { CalculatorPage } from '@/components/calculators/calculator-page';
import { CALCULATORS } from '@/lib/domain/calculators/catalogue';
import { GUARANTEE_DEFAULTS, guaranteeFigures } from '@/lib/domain/calculators/guarantee';

export const metadata: Metadata = {
  title: CALCULATORS.gvo.title,
  description:
    'Bereken hoeveel garanties van oorsprong je installatie per jaar oplevert en wat ze waard zijn.',
  alternates: { canonical: CALCULATORS.gvo.href },
};

export default function GuaranteeCalculatorPage() {
  return (
    <CalculatorPage
      title="Hoeveel garanties van oorsprong levert je installatie op?"
      intro="Vul je installatie of je jaarproductie in. Per volle megawattuur (1.000 kWh) krijg je één garantie van oorsprong."
      settings={{ kind: 'gvo' }}
      calculator={(fromPage) => (
        <GuaranteeCalculator
          {...fromPage}
          firstScreen={guaranteeFigures(GUARANTEE_DEFAULTS, fromPage.market)}
        />
      )}
    >
      <h2 className="text-xl font-bold">Wat is een garantie van oorsprong?</h2>
      <div className="mt-3 flex flex-col gap-3 text-neutral-800 dark:text-neutral-200">
        <p>
          Een garantie van oorsprong (GVO) is het officiële bewijs dat één megawattuur stroom groen is
          opgewekt. In Vlaanderen geeft de VREG ze uit aan wie een installatie aanmeldt; in Brussel doet
          Brugel dat.
        </p>
        <p>
          Leveranciers kopen ze om aan te tonen dat de stroom die ze als groen verkopen ook echt groen is. Via
          Stroomplein gaan jouw garanties naar de koper van je stroom, zodat die weet dat ze uit je buurt
          komt.
        </p>
        <p>
          Voor een gezinsinstallatie gaat het om kleine bedragen: de waarde hangt af van vraag en aanbod en
          schommelt sterk. Daarom tonen we een bereik en geen vast bedrag.
        </p>
      </div>
    </CalculatorPage>
  );
}
