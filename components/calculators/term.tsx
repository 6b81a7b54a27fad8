import type { ReactNode } from 'react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

/** A term with its explanation in a tooltip (hover or keyboard focus); the explanation is also its description. */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  return (
    <LazyTooltip
      content={explanation}
      aria-label={`${typeof children === 'string' ? children : ''}: ${explanation}`}
      className="cursor-help rounded-sm underline decoration-dotted decoration-2 underline-offset-4"
    >
      {children}
    </LazyTooltip>
  );
}

/** The explanations the calculators use. */
export const TERMS = {
  energyComponent:
    'Het deel van je stroomfactuur dat naar de stroom zelf gaat. Netkosten en heffingen betaal je hoe dan ook en veranderen niet.',
  injection:
    'Stroom die je panelen op het net zetten omdat je hem op dat moment niet zelf verbruikt. Een leverancier betaalt daar een lage injectievergoeding voor.',
  kwp: 'Kilowattpiek: het vermogen van je panelen bij volle zon. Staat op je AREI-keuring of op de factuur van je installateur.',
  selfConsumption:
    'Het deel van je productie dat je meteen zelf verbruikt, bijvoorbeeld als de wasmachine draait terwijl de zon schijnt. Zonder batterij meestal 25 tot 40 procent.',
  guarantee:
    'Een garantie van oorsprong (GVO) is het bewijs dat 1 MWh groene stroom is opgewekt. De VREG geeft ze uit; je kunt ze verkopen aan leveranciers die groene stroom leveren.',
  localShare:
    'Lokale producenten leveren niet elk uur genoeg: ’s nachts en in de winter vult je leverancier aan. Over een jaar dekken ze gemiddeld dit deel van je verbruik.',
} as const;
