/** See cors-origins.mjs: the browser origins besides the site's own that may read the local lake's answers. */
export interface CorsOrigin {
  /** `https://studio.example`: scheme, host and port, as a browser's `Origin` header names it. */
  origin: string;
  /** Whether it may send credentials (cookies, `Authorization`): `Access-Control-Allow-Credentials: true`. */
  allowCredentials: boolean;
  /** null for the default list's entry, which nobody added. */
  createdAt: string | null;
}

export const STANDALONE_STUDIO_ORIGIN: string;
export const DEFAULT_CORS_ORIGINS: CorsOrigin[];
export function corsOriginsPath(contentDir: string): string;
export function normaliseOrigin(input: string): string;
export function readCorsOrigins(contentDir: string): CorsOrigin[];
export function addCorsOrigin(
  contentDir: string,
  input: string,
  options?: { credentials?: boolean },
): CorsOrigin;
export function removeCorsOrigin(contentDir: string, input: string): boolean;
export function currentCorsOrigins(contentDir: string): Map<string, boolean>;
