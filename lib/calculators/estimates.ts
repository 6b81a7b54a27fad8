import type { CalculatorAssumptions, Orientation } from './assumptions';

/**
 * The calculators' arithmetic: pure functions of the visitor's inputs and the market's assumptions. Amounts are
 * rounded to the cent and volumes to the whole kWh only at the end, so rounding never accumulates.
 */

/** Rounds to the cent (EPSILON keeps 1,005 from becoming 1,00 through binary floating point). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export interface BuyerEstimate {
  yearlyKwh: number;
  /** The part of the consumption covered by local producers (kWh) and its share (0–1). */
  localKwh: number;
  localShare: number;
  /** Yearly cost of the energy component, VAT included: with Stroomplein, and all from the reference supplier. */
  costWithStroomplein: number;
  costReference: number;
  savingPerYear: number;
  savingPerMonth: number;
}

/**
 * A buyer's energy component for a year: the local share at the local price, the rest at the reference price,
 * against everything at the reference price. `localPricePerKwh` is a partner's fixed price when one applies.
 */
export function estimateBuyer(
  yearlyKwh: number,
  assumptions: CalculatorAssumptions,
  vatRate: number,
  localPricePerKwh = assumptions.localPricePerKwh,
): BuyerEstimate {
  const localKwh = yearlyKwh * assumptions.localShare;
  const supplierKwh = yearlyKwh - localKwh;
  const withVat = 1 + vatRate;
  const costWithStroomplein =
    (localKwh * localPricePerKwh + supplierKwh * assumptions.referencePricePerKwh) * withVat;
  const costReference = yearlyKwh * assumptions.referencePricePerKwh * withVat;
  const saving = costReference - costWithStroomplein;
  return {
    yearlyKwh,
    localKwh: Math.round(localKwh),
    localShare: assumptions.localShare,
    costWithStroomplein: roundCents(costWithStroomplein),
    costReference: roundCents(costReference),
    savingPerYear: roundCents(saving),
    savingPerMonth: roundCents(saving / 12),
  };
}

/** Peak power of an installation given as a number of panels. */
export function panelsToKwp(panels: number, assumptions: CalculatorAssumptions): number {
  return Math.round(panels * assumptions.panelKwp * 100) / 100;
}

/** Yearly production of a solar installation (kWh, whole). */
export function yearlyProduction(
  kwp: number,
  orientation: Orientation,
  assumptions: CalculatorAssumptions,
): number {
  return Math.round(kwp * assumptions.yieldPerKwp[orientation]);
}

export interface SellerEstimate {
  productionKwh: number;
  selfConsumedKwh: number;
  injectedKwh: number;
  /** Yearly revenue for the injected power: sold to local buyers, or to the supplier at its injection tariff. */
  revenueLocal: number;
  revenueSupplier: number;
  extraPerYear: number;
}

/**
 * A seller's year: what the panels make, what the household uses itself, and what the rest earns. Households
 * selling their own surplus are not VAT-liable, so the amounts carry no VAT.
 */
export function estimateSeller(
  input: { kwp: number; orientation: Orientation; selfConsumptionShare: number },
  assumptions: CalculatorAssumptions,
  sellerPricePerKwh = assumptions.sellerPricePerKwh,
): SellerEstimate {
  const productionKwh = yearlyProduction(input.kwp, input.orientation, assumptions);
  const selfConsumedKwh = Math.round(productionKwh * input.selfConsumptionShare);
  const injectedKwh = productionKwh - selfConsumedKwh;
  const revenueLocal = injectedKwh * sellerPricePerKwh;
  const revenueSupplier = injectedKwh * assumptions.injectionTariffPerKwh;
  return {
    productionKwh,
    selfConsumedKwh,
    injectedKwh,
    revenueLocal: roundCents(revenueLocal),
    revenueSupplier: roundCents(revenueSupplier),
    extraPerYear: roundCents(revenueLocal - revenueSupplier),
  };
}

export interface GuaranteeEstimate {
  productionKwh: number;
  /** One guarantee of origin per whole MWh produced. */
  guarantees: number;
  valueLow: number;
  valueHigh: number;
}

export function estimateGuarantees(
  productionKwh: number,
  assumptions: CalculatorAssumptions,
): GuaranteeEstimate {
  const guarantees = Math.floor(productionKwh / 1000);
  return {
    productionKwh,
    guarantees,
    valueLow: roundCents(guarantees * assumptions.guaranteeOfOriginPrice.low),
    valueHigh: roundCents(guarantees * assumptions.guaranteeOfOriginPrice.high),
  };
}
