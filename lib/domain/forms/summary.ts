import type { NumberLocale } from '@/lib/domain/markets';
import { CONTACT_SUBJECTS, INSTALLATION_TYPES, optionLabel } from '@/lib/domain/validation/options';

/** How a stored submission is named in the account's list: a title and a one-line summary. */
export function describeSubmission(
  kind: 'buyer' | 'seller' | 'contact',
  data: Record<string, unknown>,
  locale: NumberLocale = 'nl-BE',
): { title: string; summary: string } {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const address = [
    `${text('street')} ${text('houseNumber')}`.trim(),
    `${text('postcode')} ${text('municipality')}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  switch (kind) {
    case 'buyer':
      return {
        title: 'Aanvraag als koper',
        summary: [
          address,
          typeof data.yearlyConsumption === 'number'
            ? `${number.format(data.yearlyConsumption)} kWh per jaar`
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
      };
    case 'seller':
      return {
        title: 'Aanmelding als verkoper',
        summary: [
          optionLabel(INSTALLATION_TYPES, data.installationType),
          typeof data.peakPowerKwp === 'number' ? `${number.format(data.peakPowerKwp)} kWp` : '',
          address,
        ]
          .filter(Boolean)
          .join(' · '),
      };
    case 'contact':
      return { title: 'Bericht aan het team', summary: optionLabel(CONTACT_SUBJECTS, data.subject) };
  }
}

/** How the team's statuses read for the visitor; a status without a label is shown as the team wrote it. */
export const STATUS_LABELS: Record<string, string> = {
  ontvangen: 'Ontvangen',
  'in-behandeling': 'In behandeling',
  goedgekeurd: 'Goedgekeurd',
  afgerond: 'Afgerond',
  afgewezen: 'Afgewezen',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
