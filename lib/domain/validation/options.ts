/** The choices the forms offer (no schema library here: the flow pages show them before zod has loaded). */

/** A choice as a form shows it: the stored value and its Dutch label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
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

/** How long a contact message may be (the form shows it; the schema checks it). */
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 2000;
