import 'server-only';
import { lakeHost } from './host';
import { reachedOrigin } from './http';
import { LAKE_PROJECT_ID } from './project';
import type { LakeDocument } from './store';

/**
 * Asset documents' `url`: stored as a path on the site (`/api/lake/images/…` for an upload, `/content-images/…` for
 * an image bundled in public/), so a dataset in Git names no host; answered absolute, as the Content Lake's are
 * (`https://cdn.sanity.io/images/…`), so a client elsewhere can use it. The site's own reads keep the path.
 */

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/**
 * The origin asset URLs name in an answer to `request`: the one the request reached, written as the site writes its
 * own (its scheme behind a proxy); null for the site's reads in process, whose pages use the stored path.
 */
export function assetOrigin(request: Request): string | null {
  const host = lakeHost();
  if (host.inProcessOrigin && new URL(request.url).origin === host.inProcessOrigin) return null;
  const reached = reachedOrigin(request);
  const reachedHost = new URL(reached).host;
  return host.siteOrigins?.find((origin) => new URL(origin).host === reachedHost) ?? reached;
}

/** The document as an answer shows it: an asset's stored path made absolute with `origin` (none: as stored). */
export function withAssetUrl<Document extends LakeDocument | null | undefined>(
  document: Document,
  origin: string | null | undefined,
): Document {
  if (!origin || !document || !ASSET_TYPES.has(document._type)) return document;
  const { url } = document;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return document;
  return { ...document, url: `${origin}${url}` };
}

/** The same for a list; the list itself when nothing changes. */
export function withAssetUrls(documents: LakeDocument[], origin: string | null | undefined): LakeDocument[] {
  return origin ? documents.map((document) => withAssetUrl(document, origin)) : documents;
}

/** An absolute URL of a file this lake serves, whatever host it was read on: its path is what is stored. */
const OWN_FILE = new RegExp(
  `^https?://[^/?#]+(/(?:api/lake/images/${LAKE_PROJECT_ID}/|content-images/)[^?#]+)$`,
);

/**
 * The document as it is stored: an asset document written back as it was read (a script's `createOrReplace`, a
 * restore in the Studio) keeps the path, not the host it was read on.
 */
export function withStoredAssetUrl(document: LakeDocument): LakeDocument {
  if (!ASSET_TYPES.has(document._type) || typeof document.url !== 'string') return document;
  const own = OWN_FILE.exec(document.url);
  return own ? { ...document, url: own[1] } : document;
}
