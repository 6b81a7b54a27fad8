/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
