import type { FlowId, FormValues } from '@/lib/domain/forms/definitions';
import { SAMPLE_INSTALLATION } from './sample-installation.mjs';

/** A completed buyer and seller flow (valid Belgian sample data), for /test-contracting and tests. */
export const FLOW_FIXTURES: Record<FlowId, FormValues> = {
  koper: {
    name: 'Katrien Koper',
    email: 'katrien@voorbeeld.be',
    phone: '0470 12 34 56',
    street: 'Diestsestraat',
    houseNumber: '12 bus 3',
    postcode: '3000',
    municipality: 'Leuven',
    ean: '541448000000000004',
    meterType: 'digitaal',
    currentSupplier: 'Luminus',
    yearlyConsumption: '3500',
    producerType: 'zon',
    // A month ahead: a start date must lie at least two weeks in the future.
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  },
  verkoper: {
    name: 'Victor Verkoper',
    email: 'victor@voorbeeld.be',
    phone: '0470 65 43 21',
    street: 'Kouter',
    houseNumber: '7',
    postcode: '9000',
    municipality: 'Gent',
    ...SAMPLE_INSTALLATION,
    accountHolder: 'Victor Verkoper',
  },
};
