import { describe, expect, it } from 'vitest';
import {
  REGION_NAMES,
  ean18CheckDigit,
  formatIban,
  formatPhone,
  isBelgianOrDutchPhone,
  isServedRegion,
  isValidEan18,
  isValidIban,
  normalizeEan,
  normalizeIban,
  provinceForPostcode,
  regionForPostcode,
  type Region,
} from '@/lib/domain/validation/belgium';

describe('postcodes', () => {
  it.each<[string, Region, string]>([
    ['1000', 'brussel', 'Brussels Hoofdstedelijk Gewest'],
    ['1299', 'brussel', 'Brussels Hoofdstedelijk Gewest'],
    ['1300', 'wallonie', 'Waals-Brabant'],
    ['1499', 'wallonie', 'Waals-Brabant'],
    ['1500', 'vlaanderen', 'Vlaams-Brabant'],
    ['1999', 'vlaanderen', 'Vlaams-Brabant'],
    ['2000', 'vlaanderen', 'Antwerpen'],
    ['2999', 'vlaanderen', 'Antwerpen'],
    ['3000', 'vlaanderen', 'Vlaams-Brabant'],
    ['3499', 'vlaanderen', 'Vlaams-Brabant'],
    ['3500', 'vlaanderen', 'Limburg'],
    ['3999', 'vlaanderen', 'Limburg'],
    ['4000', 'wallonie', 'Luik'],
    ['4999', 'wallonie', 'Luik'],
    ['5000', 'wallonie', 'Namen'],
    ['5999', 'wallonie', 'Namen'],
    ['6000', 'wallonie', 'Henegouwen'],
    ['6599', 'wallonie', 'Henegouwen'],
    ['6600', 'wallonie', 'Luxemburg'],
    ['6999', 'wallonie', 'Luxemburg'],
    ['7000', 'wallonie', 'Henegouwen'],
    ['7999', 'wallonie', 'Henegouwen'],
    ['8000', 'vlaanderen', 'West-Vlaanderen'],
    ['8999', 'vlaanderen', 'West-Vlaanderen'],
    ['9000', 'vlaanderen', 'Oost-Vlaanderen'],
    ['9999', 'vlaanderen', 'Oost-Vlaanderen'],
  ])('%s lies in %s (%s)', (postcode, region, province) => {
    expect(regionForPostcode(postcode)).toBe(region);
    expect(provinceForPostcode(postcode)).toBe(province);
  });

  it.each([
    '0999',
    '0000',
    '999',
    '10000',
    'abcd',
    '',
    '   ',
    '20 00',
    '2000a',
    '-200',
    '+200',
    '2e03',
    '１０００',
  ])('%j is not a Belgian postcode', (postcode) => {
    expect(regionForPostcode(postcode)).toBeNull();
    expect(provinceForPostcode(postcode)).toBeNull();
  });

  it('trims surrounding whitespace', () => {
    expect(regionForPostcode(' 2000 ')).toBe('vlaanderen');
    expect(provinceForPostcode('\t2000\n')).toBe('Antwerpen');
  });

  it('names the regions in Dutch and serves only Flanders and Brussels', () => {
    expect(REGION_NAMES).toEqual({
      vlaanderen: 'Vlaams Gewest',
      brussel: 'Brussels Hoofdstedelijk Gewest',
      wallonie: 'Waals Gewest',
    });
    expect(isServedRegion('vlaanderen')).toBe(true);
    expect(isServedRegion('brussel')).toBe(true);
    expect(isServedRegion('wallonie')).toBe(false);
  });
});

describe('EAN-18 connection codes', () => {
  // Weights run 3,1,3,1,… from the rightmost of the 17 data digits, so digit positions 1,3,5,…,17 (counted
  // from the left) weigh 3 and positions 2,4,…,16 weigh 1. Check digit = (10 − sum mod 10) mod 10.
  //
  // 54144800000000000: 3×(5+1+4+0+0+0+0+0+0) + 1×(4+4+8+0+0+0+0+0) = 30 + 16 = 46 → (10 − 6) mod 10 = 4
  // 54144900001234567: 3×(5+1+4+0+0+1+3+5+7) + 1×(4+4+9+0+0+2+4+6) = 78 + 29 = 107 → (10 − 7) mod 10 = 3
  // 54144800000000008: 3×(5+1+4+0+0+0+0+0+8) + 1×(4+4+8+0+0+0+0+0) = 54 + 16 = 70 → (10 − 0) mod 10 = 0
  // 54123456789012345: 3×(5+1+3+5+7+9+1+3+5) + 1×(4+2+4+6+8+0+2+4) = 117 + 30 = 147 → (10 − 7) mod 10 = 3
  it.each([
    ['54144800000000000', 4],
    ['54144900001234567', 3],
    ['54144800000000008', 0],
    ['54123456789012345', 3],
  ])('check digit of %s is %i', (first17, check) => {
    expect(ean18CheckDigit(first17)).toBe(check);
    expect(isValidEan18(`${first17}${check}`)).toBe(true);
  });

  it('accepts the hand-computed codes', () => {
    expect(isValidEan18('541448000000000004')).toBe(true);
    expect(isValidEan18('541449000012345673')).toBe(true);
    expect(isValidEan18('541448000000000080')).toBe(true);
    expect(isValidEan18('541234567890123453')).toBe(true);
  });

  it('refuses every other check digit', () => {
    for (let digit = 0; digit <= 9; digit++) {
      if (digit === 3) continue;
      expect(isValidEan18(`54144900001234567${digit}`)).toBe(false);
    }
  });

  it('refuses a code that does not start with 54, even with a correct check digit', () => {
    // 53144800000000000: 3×(5+1+4) + 1×(3+4+8) = 30 + 15 = 45 → check digit 5
    expect(ean18CheckDigit('53144800000000000')).toBe(5);
    expect(isValidEan18('531448000000000005')).toBe(false);
    // A Dutch-style code (87…) with a correct check digit is refused as well.
    expect(isValidEan18(`87144800000000000${ean18CheckDigit('87144800000000000')}`)).toBe(false);
  });

  it('refuses 17 and 19 digits, letters and empty input', () => {
    expect(isValidEan18('54144800000000000')).toBe(false);
    expect(isValidEan18('5414480000000000040')).toBe(false);
    expect(isValidEan18('54144800000000000A')).toBe(false);
    expect(isValidEan18('54144800000O000004')).toBe(false);
    expect(isValidEan18('')).toBe(false);
  });

  it('allows spaces, dots and dashes as typed from the bill', () => {
    expect(normalizeEan(' 54 1448.0000-0000 0004 ')).toBe('541448000000000004');
    expect(isValidEan18('54 1448 0000 0000 0004')).toBe(true);
    expect(isValidEan18('541.448.000.000.000.004')).toBe(true);
    expect(isValidEan18('541449-0000-1234-5673')).toBe(true);
  });

  it('ean18CheckDigit refuses anything but 17 digits', () => {
    expect(() => ean18CheckDigit('5414480000000000')).toThrow(RangeError);
    expect(() => ean18CheckDigit('541448000000000000')).toThrow(RangeError);
    expect(() => ean18CheckDigit('5414480000000000x')).toThrow(RangeError);
  });
});

describe('IBAN', () => {
  it.each([
    'BE68 5390 0754 7034',
    'BE71 0961 2345 6769',
    'NL91 ABNA 0417 1643 00',
    'DE89 3704 0044 0532 0130 00',
  ])('%s is valid', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['BE68 5390 0754 7035', 'wrong last digit'],
    ['BE69 5390 0754 7034', 'wrong check digits'],
    ['NL92 ABNA 0417 1643 00', 'wrong check digits'],
    ['BE68 5390 0754 703', 'too short'],
    ['hallo wereld', 'garbage'],
    ['', 'empty'],
    ['SA03 8000 0000 6080 1016 7519', 'valid but not a SEPA country'],
  ])('%s is refused (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalizes lowercase and spaces', () => {
    expect(normalizeIban(' be68 5390 0754 7034 ')).toBe('BE68539007547034');
    expect(normalizeIban('nl91-abna-0417-1643-00')).toBe('NL91ABNA0417164300');
    expect(isValidIban('be68539007547034')).toBe(true);
    expect(isValidIban(' nl91 abna 0417 1643 00\t')).toBe(true);
  });

  it('formats a valid IBAN in groups of four and leaves other input trimmed', () => {
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban(' hallo ')).toBe('hallo');
  });
});

describe('phone numbers', () => {
  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['02 123 45 67', '+3221234567'],
    ['0470/12.34.56', '+32470123456'],
    ['+32 470 12 34 56', '+32470123456'],
    ['0032 470 12 34 56', '+32470123456'],
    ['+32 2 123 45 67', '+3221234567'],
    ['+31 6 12345678', '+31612345678'],
    ['0031 6 12345678', '+31612345678'],
    ['+31 20 123 4567', '+31201234567'],
  ])('%s is a valid Belgian or Dutch number (%s)', (input, e164) => {
    expect(isBelgianOrDutchPhone(input)).toBe(true);
    expect(formatPhone(input)).toBe(e164);
  });

  it.each([
    ['06 12345678', 'Dutch mobile written nationally is read as Belgian, where it is too long'],
    ['+33 6 12 34 56 78', 'French'],
    ['+44 7911 123456', 'British'],
    ['0470 12 34', 'too short'],
    ['+31 6 1234567', 'too short'],
    ['0470 12 34 56 78', 'too long'],
    ['047O 12 34 56', 'letter O instead of zero'],
    ['0470 12 34 56 x', 'trailing text'],
    ['abc', 'letters'],
    ['', 'empty'],
  ])('%j is refused (%s)', (input) => {
    expect(isBelgianOrDutchPhone(input)).toBe(false);
    expect(formatPhone(input)).toBe(input.trim());
  });
});
