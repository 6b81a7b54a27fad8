/** A PNG of a few hundred bytes that declares 50,000 × 50,000 pixels. */
export function pngBomb(): Buffer;
