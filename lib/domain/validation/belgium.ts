import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
// The default entry point ships the "min" metadata, which validates on number length and the general
// national pattern. The "max" metadata checks exact area-code ranges and rejects commonly typed example
// numbers such as 02 123 45 67, which is too strict for a contact form.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The three Belgian regions; which one a customer lives in decides whether we can supply them. */
export type Region = 'vlaanderen' | 'brussel' | 'wallonie';

interface PostcodeRange {
  readonly from: number;
  readonly to: number;
  readonly region: Region;
  /** Dutch name of the province (or of the Brussels-Capital Region, which belongs to no province). */
  readonly province: string;
}

/** Belgian postcode ranges, in ascending order, covering 1000–9999 without gaps or overlaps. */
const POSTCODE_RANGES: readonly PostcodeRange[] = [
  { from: 1000, to: 1299, region: 'brussel', province: 'Brussels Hoofdstedelijk Gewest' },
  { from: 1300, to: 1499, region: 'wallonie', province: 'Waals-Brabant' },
  { from: 1500, to: 1999, region: 'vlaanderen', province: 'Vlaams-Brabant' },
  { from: 2000, to: 2999, region: 'vlaanderen', province: 'Antwerpen' },
  { from: 3000, to: 3499, region: 'vlaanderen', province: 'Vlaams-Brabant' },
  { from: 3500, to: 3999, region: 'vlaanderen', province: 'Limburg' },
  { from: 4000, to: 4999, region: 'wallonie', province: 'Luik' },
  { from: 5000, to: 5999, region: 'wallonie', province: 'Namen' },
  { from: 6000, to: 6599, region: 'wallonie', province: 'Henegouwen' },
  { from: 6600, to: 6999, region: 'wallonie', province: 'Luxemburg' },
  { from: 7000, to: 7999, region: 'wallonie', province: 'Henegouwen' },
  { from: 8000, to: 8999, region: 'vlaanderen', province: 'West-Vlaanderen' },
  { from: 9000, to: 9999, region: 'vlaanderen', province: 'Oost-Vlaanderen' },
];

/** Official Dutch names of the regions, for showing to visitors. */
export const REGION_NAMES: Record<Region, string> = {
  vlaanderen: 'Vlaams Gewest',
  brussel: 'Brussels Hoofdstedelijk Gewest',
  wallonie: 'Waals Gewest',
};

function postcodeRange(postcode: string): PostcodeRange | null {
  const trimmed = postcode.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return POSTCODE_RANGES.find((range) => value >= range.from && value <= range.to) ?? null;
}

/** Region of a 4-digit Belgian postcode (1000–9999), or null when it is not a Belgian postcode. */
export function regionForPostcode(postcode: string): Region | null {
  return postcodeRange(postcode)?.region ?? null;
}

/** Dutch province name of a Belgian postcode (Brussels gives its region name), or null when invalid. */
export function provinceForPostcode(postcode: string): string | null {
  return postcodeRange(postcode)?.province ?? null;
}

/** Whether we supply electricity in this region: Flanders and Brussels yes, Wallonia not (yet). */
export function isServedRegion(region: Region): boolean {
  return region === 'vlaanderen' || region === 'brussel';
}

/** EAN code as typed (with spaces, dots or dashes from the energy bill) reduced to its bare characters. */
export function normalizeEan(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** GS1 mod-10 check digit for the first 17 digits of an EAN-18: weights 3,1,3,… from the rightmost digit. */
export function ean18CheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('ean18CheckDigit expects exactly 17 digits.');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const digit = first17.charCodeAt(16 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the input is a Belgian EAN-18 connection code: 18 digits, starting with 54, valid check digit. */
export function isValidEan18(input: string): boolean {
  const ean = normalizeEan(input);
  if (!/^54\d{16}$/.test(ean)) return false;
  return ean18CheckDigit(ean.slice(0, 17)) === Number(ean.slice(17));
}

/** IBAN in electronic format (uppercase, no spaces or dashes), for storing and comparing. */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input.replace(/\s/g, '')) ?? '';
}

/** Whether the input is a valid IBAN of a SEPA country, so we can collect by SEPA direct debit. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  return isSEPACountry(iban.slice(0, 2)) && isValidIBAN(iban);
}

/** Valid IBAN in groups of four for display (BE68 5390 0754 7034); other input comes back trimmed. */
export function formatIban(input: string): string {
  if (!isValidIban(input)) return input.trim();
  return friendlyFormatIBAN(normalizeIban(input)) ?? input.trim();
}

/** Characters a typed phone number may contain; letters and other text make it invalid. */
const PHONE_CHARACTERS = /^[+\d\s()./-]+$/;

function parseBelgianOrDutchPhone(input: string) {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined;
  // Numbers without a country prefix are read as Belgian; 00 is understood as the international prefix.
  const phone = parsePhoneNumberFromString(trimmed, { defaultCountry: 'BE', extract: false });
  if (!phone || !phone.isValid()) return undefined;
  return phone.country === 'BE' || phone.country === 'NL' ? phone : undefined;
}

/** Whether the input is a valid Belgian or Dutch phone number; national notation counts as Belgian. */
export function isBelgianOrDutchPhone(input: string): boolean {
  return parseBelgianOrDutchPhone(input) !== undefined;
}

/** Valid Belgian or Dutch phone number in E.164 form (+32470123456); other input comes back trimmed. */
export function formatPhone(input: string): string {
  return parseBelgianOrDutchPhone(input)?.number ?? input.trim();
}
