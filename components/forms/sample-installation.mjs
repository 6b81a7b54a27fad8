// A valid Belgian sample installation for the seller flow, shared by the form fixtures and the scripts' payloads.
// Plain JavaScript so that Node scripts import it as it is.
export const SAMPLE_INSTALLATION = {
  installationType: 'zonnepanelen',
  peakPowerKwp: '4,5',
  installationDate: '2021-06-15',
  inverter: 'SMA Sunny Boy 4.0',
  injectionEan: '541449000012345673',
  iban: 'BE68 5390 0754 7034',
};
