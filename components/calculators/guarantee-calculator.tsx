import { GuaranteeCalculatorView, type GuaranteeCalculatorProps } from './guarantee-calculator-view';
import { Term } from './term';

/**
 * The guarantees-of-origin calculator, its explanation drawn here on the server: static text stays out of the page's
 * JavaScript.
 */
export function GuaranteeCalculator(props: GuaranteeCalculatorProps) {
  return (
    <GuaranteeCalculatorView
      {...props}
      guaranteesTerm={
        <Term explanation="Een garantie van oorsprong (GVO) is het bewijs dat 1 MWh groene stroom is opgewekt. De VREG geeft ze uit; je kunt ze verkopen aan leveranciers die groene stroom leveren.">
          Garanties van oorsprong
        </Term>
      }
    />
  );
}
