// The Sanity project the content scripts talk to, from the environment, with Dutch errors for what is missing.
export function sanityTarget() {
  const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
  const missing = [
    !projectId && 'NEXT_PUBLIC_SANITY_PROJECT_ID',
    !process.env.SANITY_AUTH_TOKEN &&
      'SANITY_AUTH_TOKEN (een token met schrijfrechten, aan te maken op sanity.io/manage)',
  ].filter(Boolean);
  if (missing.length > 0) {
    console.error(`Niet ingesteld: ${missing.join(', ')}.`);
    process.exit(2);
  }
  // sanity.cli.ts takes the project and dataset from the same variables.
  return { projectId, dataset, env: { ...process.env, NEXT_PUBLIC_SANITY_DATASET: dataset } };
}
