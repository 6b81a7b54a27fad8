/**
 * The id of the build that produced this bundle. next.config.ts sets it once per `next build` and inlines it into
 * server and client code alike, so a running tab can compare its own id with the deployed one.
 */
export const BUILD_ID: string = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

export const BUILD_ID_PATH = '/api/build-id';

/** First check about 1 s after load, then periodically. */
export const DEPLOY_CHECK_DELAY_MS = 1_000;
export const DEPLOY_CHECK_INTERVAL_MS = 5 * 60_000;

export function isNewDeploy(current: string, deployed: unknown): boolean {
  return typeof deployed === 'string' && deployed.length > 0 && deployed !== current;
}
