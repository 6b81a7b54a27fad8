export const LONGEST_FILL_MS: number;
export const TAGS_REVALIDATED: string;
export function fillStarted(key: string): void;
export function revalidatedDuringFill(key: string, tags: readonly string[]): boolean;
export function revalidatedSinceStamp(tags: readonly string[], lastModified: number): boolean;
export function tagsRevalidated(tags: readonly string[]): void;
