import { StudioSetup } from './studio-setup';

/**
 * Stands in for the embedded Studio in builds without a Sanity project (next.config.ts aliases it), so neither the
 * Studio's code nor its global CSS is compiled into such a build.
 */
export function Studio() {
  return <StudioSetup />;
}
