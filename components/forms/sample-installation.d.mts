/** See sample-installation.mjs. */
export const SAMPLE_INSTALLATION: {
  installationType: string;
  peakPowerKwp: string;
  installationDate: string;
  inverter: string;
  injectionEan: string;
  iban: string;
};
