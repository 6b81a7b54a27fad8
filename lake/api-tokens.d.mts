/** See api-tokens.mjs: the local lake's API tokens, stored hashed. */
export type ApiTokenRole = 'viewer' | 'editor';

export interface StoredApiToken {
  id: string;
  label: string;
  role: ApiTokenRole;
  hash: string;
  createdAt: string;
  revokedAt: string | null;
}

export type ApiTokenInfo = Omit<StoredApiToken, 'hash'>;

export const API_TOKEN_ROLES: ApiTokenRole[];
export function apiTokensPath(contentDir: string): string;
export function createApiToken(
  contentDir: string,
  options: { role: string; label: string },
): ApiTokenInfo & { secret: string };
export function listApiTokens(contentDir: string): ApiTokenInfo[];
export function revokeApiToken(contentDir: string, id: string): boolean;
export function findApiToken(contentDir: string, secret: string): StoredApiToken | null;
