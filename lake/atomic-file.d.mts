/** See atomic-file.mjs: temp file, fsync, rename. */
export function writeFileAtomically(file: string, text: string | Uint8Array): void;
