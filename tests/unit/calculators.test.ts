import { describe, expect, it } from 'vitest';
import { FLEMISH_CALCULATOR as A, DUTCH_CALCULATOR } from '@/lib/domain/calculators/assumptions';
import { estimateBuyer, readBuyerInputs } from '@/lib/domain/calculators/buyer';
import { panelsToKwp, roundCents } from '@/lib/domain/calculators/estimates';
import { estimateGuarantees, readGuaranteeInputs } from '@/lib/domain/calculators/guarantee';
import { estimateSeller, readSellerInputs } from '@/lib/domain/calculators/seller';
import { findPreset, PARTNER_PRESETS } from '@/lib/domain/calculators/presets';
import { MARKETS } from '@/lib/domain/markets';

// Flemish assumptions used below: local 0,105 €/kWh, reference 0,125 €/kWh, local share 60 %, VAT 6 %,
// seller 0,095 €/kWh, injection 0,035 €/kWh, yield south 900 / SE-SW 860 / E-W 760 / flat 820 / north 560
// kWh per kWp, panel 0,43 kWp, guarantees 0,50–2,50 € each.
const VAT = 0.06;

describe('buyer calculator', () => {
  it.each([
    // 3500 kWh: local 2100 × 0,105 = 220,50; supplier 1400 × 0,125 = 175,00; (395,50) × 1,06 = 419,23.
    // Reference 3500 × 0,125 = 437,50 × 1,06 = 463,75. Saving 44,52; per month 44,52 / 12 = 3,71.
    [
      3500,
      {
        localKwh: 2100,
        costWithStroomplein: 419.23,
        costReference: 463.75,
        savingPerYear: 44.52,
        savingPerMonth: 3.71,
      },
    ],
    // 1600 kWh: 960 × 0,105 = 100,80; 640 × 0,125 = 80,00; 180,80 × 1,06 = 191,648 → 191,65.
    // Reference 200,00 × 1,06 = 212,00. Saving 20,352 → 20,35; per month 1,696 → 1,70.
    [
      1600,
      {
        localKwh: 960,
        costWithStroomplein: 191.65,
        costReference: 212,
        savingPerYear: 20.35,
        savingPerMonth: 1.7,
      },
    ],
    // 0 kWh: everything 0.
    [0, { localKwh: 0, costWithStroomplein: 0, costReference: 0, savingPerYear: 0, savingPerMonth: 0 }],
    // 100000 kWh (upper bound): 60000 × 0,105 = 6300; 40000 × 0,125 = 5000; 11300 × 1,06 = 11978.
    // Reference 12500 × 1,06 = 13250. Saving 1272; per month 106.
    [
      100_000,
      {
        localKwh: 60_000,
        costWithStroomplein: 11_978,
        costReference: 13_250,
        savingPerYear: 1272,
        savingPerMonth: 106,
      },
    ],
    // 1 kWh: 0,6 × 0,105 = 0,063; 0,4 × 0,125 = 0,05; 0,113 × 1,06 = 0,11978 → 0,12. Reference 0,1325 → 0,13.
    // Saving 0,01272 → 0,01; per month 0,00106 → 0,00.
    [
      1,
      { localKwh: 1, costWithStroomplein: 0.12, costReference: 0.13, savingPerYear: 0.01, savingPerMonth: 0 },
    ],
  ])('%d kWh per year', (kwh, expected) => {
    expect(estimateBuyer(kwh, A, VAT)).toMatchObject({ yearlyKwh: kwh, localShare: 0.6, ...expected });
  });

  it('uses a partner’s fixed price', () => {
    // 3000 kWh at 0,099: 1800 × 0,099 = 178,20; 1200 × 0,125 = 150; 328,20 × 1,06 = 347,892 → 347,89.
    // Reference 375 × 1,06 = 397,50. Saving 49,608 → 49,61.
    expect(estimateBuyer(3000, A, VAT, 0.099)).toMatchObject({
      costWithStroomplein: 347.89,
      savingPerYear: 49.61,
    });
  });

  it('reads its input with bounds and Dutch messages', () => {
    expect(readBuyerInputs({ verbruik: '3.500' }).value).toEqual({ yearlyKwh: 3500 });
    expect(readBuyerInputs({ verbruik: '100.000' }).value).toEqual({ yearlyKwh: 100_000 });
    expect(readBuyerInputs({ verbruik: '100.001' }).errors).toEqual({
      verbruik: 'Vul een getal tussen 0 en 100.000 kWh in.',
    });
    expect(readBuyerInputs({ verbruik: '' }).errors).toEqual({ verbruik: 'Vul je jaarverbruik in.' });
    expect(readBuyerInputs({}).errors).toEqual({ verbruik: 'Vul je jaarverbruik in.' });
  });
});

describe('seller calculator', () => {
  it.each([
    // 4 kWp south: 4 × 900 = 3600 kWh; 30 % self = 1080; injected 2520.
    // Local 2520 × 0,095 = 239,40; supplier 2520 × 0,035 = 88,20; extra 151,20.
    [
      { kwp: 4, orientation: 'zuid', selfConsumptionShare: 0.3 },
      {
        productionKwh: 3600,
        selfConsumedKwh: 1080,
        injectedKwh: 2520,
        revenueLocal: 239.4,
        revenueSupplier: 88.2,
        extraPerYear: 151.2,
      },
    ],
    // 6 kWp east-west: 6 × 760 = 4560; 35 % = 1596; injected 2964. 2964 × 0,095 = 281,58; × 0,035 = 103,74; 177,84.
    [
      { kwp: 6, orientation: 'oost-west', selfConsumptionShare: 0.35 },
      {
        productionKwh: 4560,
        selfConsumedKwh: 1596,
        injectedKwh: 2964,
        revenueLocal: 281.58,
        revenueSupplier: 103.74,
        extraPerYear: 177.84,
      },
    ],
    // 4,5 kWp SE/SW: 4,5 × 860 = 3870; 0 % self; injected 3870. × 0,095 = 367,65; × 0,035 = 135,45; 232,20.
    [
      { kwp: 4.5, orientation: 'zuidoost-zuidwest', selfConsumptionShare: 0 },
      {
        productionKwh: 3870,
        selfConsumedKwh: 0,
        injectedKwh: 3870,
        revenueLocal: 367.65,
        revenueSupplier: 135.45,
        extraPerYear: 232.2,
      },
    ],
    // 100 kWp flat (upper bound): 82000 kWh; 50 % = 41000; injected 41000. × 0,095 = 3895; × 0,035 = 1435; 2460.
    [
      { kwp: 100, orientation: 'plat', selfConsumptionShare: 0.5 },
      {
        productionKwh: 82_000,
        selfConsumedKwh: 41_000,
        injectedKwh: 41_000,
        revenueLocal: 3895,
        revenueSupplier: 1435,
        extraPerYear: 2460,
      },
    ],
    // 3 kWp north, all self-consumed: 1680 kWh; 1680 self; nothing injected, nothing earned.
    [
      { kwp: 3, orientation: 'noord', selfConsumptionShare: 1 },
      {
        productionKwh: 1680,
        selfConsumedKwh: 1680,
        injectedKwh: 0,
        revenueLocal: 0,
        revenueSupplier: 0,
        extraPerYear: 0,
      },
    ],
    // 0,1 kWp south, 33 % self: 90 kWh; 29,7 → 30 self; injected 60. × 0,095 = 5,70; × 0,035 = 2,10; 3,60.
    [
      { kwp: 0.1, orientation: 'zuid', selfConsumptionShare: 0.33 },
      {
        productionKwh: 90,
        selfConsumedKwh: 30,
        injectedKwh: 60,
        revenueLocal: 5.7,
        revenueSupplier: 2.1,
        extraPerYear: 3.6,
      },
    ],
  ] as const)('%o', (input, expected) => {
    expect(estimateSeller(input, A)).toEqual(expected);
  });

  it('converts panels to peak power and reads its inputs with bounds', () => {
    // 10 panels × 0,43 kWp = 4,3 kWp; 12 × 0,43 = 5,16.
    expect(panelsToKwp(10, A)).toBe(4.3);
    expect(panelsToKwp(12, A)).toBe(5.16);
    expect(
      readSellerInputs({ invoer: 'panelen', panelen: '10', richting: 'zuid', eigen: '30' }, A).value,
    ).toEqual({
      kwp: 4.3,
      orientation: 'zuid',
      selfConsumptionShare: 0.3,
    });
    expect(
      readSellerInputs({ invoer: 'panelen', panelen: '2,5', richting: 'zuid', eigen: '30' }, A).errors,
    ).toEqual({
      panelen: 'Vul een geheel aantal panelen in.',
    });
    expect(
      readSellerInputs({ invoer: 'vermogen', kwp: '100,1', richting: 'west', eigen: '101' }, A).errors,
    ).toEqual({
      kwp: 'Vul een getal tussen 0 en 100 kWp in.',
      richting: 'Kies de richting van je panelen.',
      eigen: 'Vul een getal tussen 0 en 100 % in.',
    });
  });
});

describe('guarantees of origin', () => {
  it.each([
    // 3600 kWh → 3 whole MWh → 3 × 0,50 = 1,50 to 3 × 2,50 = 7,50.
    [3600, 3, 1.5, 7.5],
    // 999 kWh → not a whole MWh yet: 0 guarantees.
    [999, 0, 0, 0],
    // 1000 kWh → exactly one: 0,50 to 2,50.
    [1000, 1, 0.5, 2.5],
    // 82000 kWh → 82: 41,00 to 205,00.
    [82_000, 82, 41, 205],
    // 150000 kWh (upper bound) → 150: 75 to 375.
    [150_000, 150, 75, 375],
  ])('%d kWh → %d guarantees worth %d to %d euro', (kwh, guarantees, low, high) => {
    expect(estimateGuarantees(kwh, A)).toEqual({
      productionKwh: kwh,
      guarantees,
      valueLow: low,
      valueHigh: high,
    });
  });

  it('estimates production from the installation or takes it as typed', () => {
    // 4 kWp south → 3600 kWh.
    expect(readGuaranteeInputs({ bron: 'installatie', kwp: '4', richting: 'zuid' }, A).value).toEqual({
      productionKwh: 3600,
      estimated: true,
      kwp: 4,
    });
    expect(readGuaranteeInputs({ bron: 'productie', productie: '12.345' }, A).value).toEqual({
      productionKwh: 12_345,
      estimated: false,
    });
    expect(readGuaranteeInputs({ bron: 'productie', productie: '150.001' }, A).errors).toEqual({
      productie: 'Vul een getal tussen 0 en 150.000 kWh in.',
    });
  });
});

describe('rounding and settings', () => {
  it('rounds to the cent without binary surprises', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(2.675)).toBe(2.68);
  });

  it('every market has calculator assumptions; the Netherlands its own', () => {
    expect(MARKETS.belgium.calculator).toBe(A);
    expect(MARKETS.netherlands.calculator).toBe(DUTCH_CALCULATOR);
    expect(MARKETS.netherlands.calculator.referencePricePerKwh).not.toBe(A.referencePricePerKwh);
  });

  it('partner presets are unique, priced and found by kind and slug only', () => {
    const segments = PARTNER_PRESETS.map((preset) => `${preset.kind}-${preset.slug}`);
    expect(new Set(segments).size).toBe(segments.length);
    expect(findPreset('koper', 'buurtstroom-leuven')?.partner).toBe('Buurtstroom Leuven');
    expect(findPreset('koper', 'onbekend')).toBeUndefined();
    expect(findPreset('verkoper', 'buurtstroom-leuven')).toBeUndefined();
  });
});
