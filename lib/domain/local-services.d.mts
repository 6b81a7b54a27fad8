/** See local-services.mjs. */
export const AUTH_EMULATOR_HOST: string;
export const FIRESTORE_EMULATOR_HOST: string;
export const EMULATOR_HUB_PORT: number;
export const CLUSTER_PORTS: { instanceA: number; instanceB: number; varnish: number; redis: number };
