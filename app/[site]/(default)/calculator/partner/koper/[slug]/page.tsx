import { BuyerCalculator } from '@/components/calculators/buyer-calculator';
import {
  PartnerCalculatorPage,
  partnerCalculatorRoute,
  type PartnerRouteProps,
} from '@/components/calculators/partner-calculator-page';
import { BUYER_DEFAULTS, buyerFigures } from '@/lib/domain/calculators/buyer';

const route = partnerCalculatorRoute('koper');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

/** `/calculator/koper-{slug}`: a partner's fixed local price for buyers. */
export default async function BuyerPartnerCalculatorPage(props: PartnerRouteProps) {
  const preset = await route.preset(props);
  return (
    <PartnerCalculatorPage
      preset={preset}
      calculator={(fromPage) => {
        const defaults = { ...BUYER_DEFAULTS, ...preset.defaults };
        return (
          <BuyerCalculator
            {...fromPage}
            defaults={defaults}
            localPricePerKwh={preset.fixedPricePerKwh}
            firstScreen={buyerFigures(defaults, fromPage.market, preset.fixedPricePerKwh)}
          />
        );
      }}
    />
  );
}
