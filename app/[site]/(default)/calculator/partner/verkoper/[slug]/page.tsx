import { SellerCalculator } from '@/components/calculators/seller-calculator';
import {
  PartnerCalculatorPage,
  partnerCalculatorRoute,
  type PartnerRouteProps,
} from '@/components/calculators/partner-calculator-page';
import { SELLER_DEFAULTS, sellerFigures } from '@/lib/domain/calculators/seller';

const route = partnerCalculatorRoute('verkoper');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

/** `/calculator/verkoper-{slug}`: a partner's fixed price for sellers. */
export default async function SellerPartnerCalculatorPage(props: PartnerRouteProps) {
  const preset = await route.preset(props);
  return (
    <PartnerCalculatorPage
      preset={preset}
      calculator={(fromPage) => {
        const defaults = { ...SELLER_DEFAULTS, ...preset.defaults };
        return (
          <SellerCalculator
            {...fromPage}
            defaults={defaults}
            sellerPricePerKwh={preset.fixedPricePerKwh}
            firstScreen={sellerFigures(defaults, fromPage.market, preset.fixedPricePerKwh)}
          />
        );
      }}
    />
  );
}
