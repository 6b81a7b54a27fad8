import { z } from 'zod';

/** A choice as a form shows it: the stored value and its Dutch label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The schema of a select or radio group: one of its options' values. */
export function oneOf<const O extends readonly Option[]>(options: O, message: string) {
  // z.enum needs a non-empty tuple; every options list here is a non-empty literal array.
  const values = options.map((option) => option.value) as [O[number]['value'], ...O[number]['value'][]];
  return z.enum(values, { error: message });
}

export const PRODUCER_TYPES = [
  { value: 'zon', label: 'Zonne-energie' },
  { value: 'wind', label: 'Windenergie' },
  { value: 'water', label: 'Waterkracht' },
  { value: 'geen-voorkeur', label: 'Geen voorkeur' },
] as const satisfies readonly Option[];

export const METER_TYPES = [
  { value: 'digitaal', label: 'Digitale meter' },
  { value: 'enkelvoudig', label: 'Klassieke meter, enkelvoudig' },
  { value: 'tweevoudig', label: 'Klassieke meter, dag en nacht' },
  { value: 'weet-niet', label: 'Ik weet het niet' },
] as const satisfies readonly Option[];

export const INSTALLATION_TYPES = [
  { value: 'zonnepanelen', label: 'Zonnepanelen' },
  { value: 'windturbine', label: 'Kleine windturbine' },
  { value: 'waterkracht', label: 'Waterkracht' },
  { value: 'wkk', label: 'Warmtekrachtkoppeling' },
] as const satisfies readonly Option[];

export const CONTACT_SUBJECTS = [
  { value: 'kopen', label: 'Groene stroom kopen' },
  { value: 'verkopen', label: 'Stroom verkopen' },
  { value: 'energiedelen', label: 'Energie delen in mijn buurt' },
  { value: 'facturatie', label: 'Mijn afrekening' },
  { value: 'account', label: 'Mijn account' },
  { value: 'pers', label: 'Pers en partners' },
  { value: 'andere', label: 'Iets anders' },
] as const satisfies readonly Option[];

/** The label of a stored option value (for lists and summaries). */
export function optionLabel(options: readonly Option[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value ?? '');
}
