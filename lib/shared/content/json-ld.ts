import { stegaClean } from '@sanity/client/stega';

/**
 * JSON for a <script type="application/ld+json">: without the invisible edit marks texts carry in draft mode (search
 * engines and validators read it as data), `<` escaped so content can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c');
}
