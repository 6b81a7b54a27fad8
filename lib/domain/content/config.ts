/**
 * Which content backend runs: the hosted Sanity Content Lake when a project id is configured, otherwise the
 * bundled dataset in content/ (the embedded default). Public values only; tokens live in server-only modules.
 */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '';
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production';
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION ?? '2025-10-01';
/**
 * The Content Lake API the hosted road talks to, when it is not Sanity's: any API that answers as Sanity's does at
 * `<host>/v<version>/…` and serves images at `<host>/images/…`, such as another server's local lake
 * (`https://inhoud.example/api/lake`). Empty: Sanity's own hosts.
 */
export const sanityApiHost = (process.env.NEXT_PUBLIC_SANITY_API_HOST ?? '').replace(/\/+$/, '');

export const isHostedContent = sanityProjectId !== '';

/** What every client of the hosted road shares: the project, and the API host when it is not Sanity's. */
export const hostedClientConfig = {
  projectId: sanityProjectId,
  dataset: sanityDataset,
  apiVersion: sanityApiVersion,
  ...(sanityApiHost ? { apiHost: sanityApiHost, useProjectHostname: false } : {}),
};
