/** See writes-paused.mjs: a pause on the lake's writes while a script replaces the dataset files. */
export function pauseWrites(contentDir: string, reason: string): () => void;
export function writesPausedBecause(contentDir: string): string | null;
