import { SellerCalculatorView, type SellerCalculatorProps } from './seller-calculator-view';
import { Term } from './term';

/** The seller's calculator, its explanations drawn here on the server: static text stays out of the page's JavaScript. */
export function SellerCalculator(props: SellerCalculatorProps) {
  return (
    <SellerCalculatorView
      {...props}
      terms={{
        selfConsumed: (
          <Term explanation="Het deel van je productie dat je meteen zelf verbruikt, bijvoorbeeld als de wasmachine draait terwijl de zon schijnt. Zonder batterij meestal 25 tot 40 procent.">
            Zelf verbruikt
          </Term>
        ),
        injected: (
          <Term explanation="Stroom die je panelen op het net zetten omdat je hem op dat moment niet zelf verbruikt. Een leverancier betaalt daar een lage injectievergoeding voor.">
            Op het net gezet
          </Term>
        ),
        peakPower: (
          <Term explanation="Kilowattpiek: het vermogen van je panelen bij volle zon. Staat op je AREI-keuring of op de factuur van je installateur.">
            kWp
          </Term>
        ),
      }}
    />
  );
}
