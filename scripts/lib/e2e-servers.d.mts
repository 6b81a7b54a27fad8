export const DEFAULT_URL: string;
export const E2E_CONTENT_DIR: string;
export const HOSTED_URL: string;
export const HOSTED_DIST_DIR: string;
export const HOSTED_API_HOST: string;
export const HOSTED_WEBHOOK_SECRET: string;
export const HOSTED_OUTAGE_PREFIX: string;
export const HOSTED_PROJECT_ID: string;
