// API tokens of the local Content Lake, as Sanity issues them for a project: a robot's key for the HTTP API, sent as
// `Authorization: Bearer …`. A viewer token reads drafts and versions; an editor token also writes. Only each
// token's SHA-256 is stored (in the content folder, beside the history, never in Git); a token is shown once, when
// it is made. Plain JavaScript: `npm run lake:token` uses it without a build, the lake through its types.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { readSettings, settingsWhileUnchanged, writeSettings } from './settings-file.mjs';

export const API_TOKEN_ROLES = ['viewer', 'editor'];

/** @param {string} contentDir */
export function apiTokensPath(contentDir) {
  return path.join(contentDir, '.api-tokens.json');
}

/** @param {string} secret */
const hashOf = (secret) => createHash('sha256').update(secret).digest('hex');

/** @param {string} contentDir @returns {import('./api-tokens.d.mts').StoredApiToken[]} */
const readTokens = (contentDir) => readSettings(apiTokensPath(contentDir));

/**
 * A new token: stored hashed, returned once in full.
 * @param {string} contentDir
 * @param {{ role: string, label: string }} options
 */
export function createApiToken(contentDir, { role, label }) {
  if (!API_TOKEN_ROLES.includes(role)) throw new Error(`onbekende rol "${role}" (viewer of editor)`);
  if (!label.trim()) throw new Error('een token heeft een naam nodig (--label)');
  const secret = `sk${randomBytes(32).toString('base64url')}`;
  const token = {
    id: randomUUID().slice(0, 8),
    label: label.trim(),
    role: /** @type {'viewer' | 'editor'} */ (role),
    hash: hashOf(secret),
    createdAt: new Date().toISOString(),
    revokedAt: null,
  };
  writeSettings(apiTokensPath(contentDir), [...readTokens(contentDir), token]);
  return { ...token, secret };
}

/** Every token made, revoked ones included, without their hashes. @param {string} contentDir */
export function listApiTokens(contentDir) {
  return readTokens(contentDir).map(({ id, label, role, createdAt, revokedAt }) => ({
    id,
    label,
    role,
    createdAt,
    revokedAt,
  }));
}

/**
 * Revokes a token by its id; false when there is no such token.
 * @param {string} contentDir
 * @param {string} id
 */
export function revokeApiToken(contentDir, id) {
  const tokens = readTokens(contentDir);
  const token = tokens.find((candidate) => candidate.id === id);
  if (!token) return false;
  token.revokedAt ??= new Date().toISOString();
  writeSettings(apiTokensPath(contentDir), tokens);
  return true;
}

/**
 * The live token a caller sent, or null (unknown or revoked); a token revoked by the script is refused from the next
 * request on, on every instance.
 * @param {string} contentDir
 * @param {string} secret
 */
export function findApiToken(contentDir, secret) {
  const byHash = settingsWhileUnchanged(
    apiTokensPath(contentDir),
    (/** @type {import('./api-tokens.d.mts').StoredApiToken[]} */ tokens) =>
      new Map(tokens.filter((token) => !token.revokedAt).map((token) => [token.hash, token])),
  );
  return byHash.get(hashOf(secret)) ?? null;
}
