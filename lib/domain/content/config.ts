/**
 * Which content backend runs: the hosted Sanity Content Lake when a project id is configured, otherwise the
 * bundled dataset in content/ (the embedded default). Public values only; tokens live in server-only modules.
 */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '';
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production';
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION ?? '2025-10-01';

export const isHostedContent = sanityProjectId !== '';
