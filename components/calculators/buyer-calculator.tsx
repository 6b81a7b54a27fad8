import { BuyerCalculatorView, type BuyerCalculatorProps } from './buyer-calculator-view';
import { Term } from './term';

/** The buyer's calculator, its explanations drawn here on the server: static text stays out of the page's JavaScript. */
export function BuyerCalculator(props: BuyerCalculatorProps) {
  return (
    <BuyerCalculatorView
      {...props}
      terms={{
        energyComponent: (
          <Term explanation="Het deel van je stroomfactuur dat naar de stroom zelf gaat. Netkosten en heffingen betaal je hoe dan ook en veranderen niet.">
            energiecomponent
          </Term>
        ),
        localGreenPower: (
          <Term explanation="Lokale producenten leveren niet elk uur genoeg: ’s nachts en in de winter vult je leverancier aan. Over een jaar dekken ze gemiddeld dit deel van je verbruik.">
            Lokale groene stroom
          </Term>
        ),
      }}
    />
  );
}
