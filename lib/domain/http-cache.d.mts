export const PATH_KEY_PREFIX: 'path:';
export const ALL_PAGES_KEY: 'site';
export function pageCacheKeys(pathname: string): string;
export function purgeKeys(tags: readonly string[]): string[];
export function purgeHttpCaches(tags: readonly string[]): Promise<void>;
