/** Stands in for the tag manager in builds without a container id (next.config.ts aliases it): renders nothing. */
export function TagManager() {
  return null;
}
