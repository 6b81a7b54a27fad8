import type { MarketId } from './markets';

export const PATH_KEY_PREFIX: 'path:';
export const ALL_PAGES_KEY: 'site';
export const SYNC_TAG_PREFIX: 'sanity:';
export const ALL_CONTENT_TAG: 'inhoud';
export function pathInSiteKey(path: string, market: MarketId | null): string;
export function pageContentTags(path: string, market: MarketId | null): string[];
export function pageCacheKeys(pathname: string, market: MarketId | null): string;
export function purgeKeys(tags: readonly string[]): string[];
export const REPURGE_AFTER_MS: readonly number[];
export function purgeHttpCaches(tags: readonly string[]): Promise<void>;
