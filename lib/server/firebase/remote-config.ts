import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { getRemoteConfig, type ServerTemplate } from 'firebase-admin/remote-config';
import {
  parseRemoteConfigValues,
  remoteConfigDefaults,
  type RemoteConfigValues,
} from '@/lib/domain/remote-config-parameters';
import { adminApp } from './admin';
import { isFirebaseEmulated } from '@/lib/domain/firebase/config';

/** How long a fetched template serves before the next fetch, and how soon a failed fetch is retried. */
const REFRESH_MS = 5 * 60_000;
const RETRY_MS = 60_000;

interface CachedTemplate {
  template: ServerTemplate;
  /** For the hosted template: when it may be fetched again. */
  validUntil: number;
  /** For a file: which file at which modification time (two files written in the same tick share an mtime). */
  fileVersion?: string;
}

let cached: CachedTemplate | undefined;
let inFlight: Promise<CachedTemplate> | undefined;
let defaultsTemplate: ServerTemplate | undefined;

/** An empty template: every parameter evaluates to its in-code default. */
function defaultsOnly(): ServerTemplate {
  return (defaultsTemplate ??= getRemoteConfig(adminApp()).initServerTemplate({
    defaultConfig: remoteConfigDefaults,
    template: JSON.stringify({ conditions: [], parameters: {}, etag: 'in-code-defaults' }),
  }));
}

/**
 * A server template from a local JSON file (the shape `ServerTemplate.toJSON()` gives), so variants can be
 * tried offline, where the demo project has no Remote Config backend. Re-read when the file changes.
 */
async function templateFromFile(path: string): Promise<CachedTemplate> {
  let fileVersion: string;
  try {
    fileVersion = `${path}@${(await stat(path)).mtimeMs}`;
  } catch {
    return { template: defaultsOnly(), validUntil: 0 };
  }
  if (cached?.fileVersion === fileVersion) return cached;
  try {
    const template = getRemoteConfig(adminApp()).initServerTemplate({
      defaultConfig: remoteConfigDefaults,
      template: await readFile(path, 'utf8'),
    });
    return { template, validUntil: 0, fileVersion };
  } catch (error) {
    console.error(`Remote Config: ${path} is not a valid server template, using the defaults.`, error);
    return { template: defaultsOnly(), validUntil: 0, fileVersion };
  }
}

/** The project's published server template, fetched at most every five minutes; the last good one on failure. */
async function hostedTemplate(): Promise<CachedTemplate> {
  if (cached && Date.now() < cached.validUntil) return cached;
  try {
    const template = await getRemoteConfig(adminApp()).getServerTemplate({
      defaultConfig: remoteConfigDefaults,
    });
    return { template, validUntil: Date.now() + REFRESH_MS };
  } catch (error) {
    console.error('Remote Config: fetching the server template failed; using the last known values.', error);
    return { template: cached?.template ?? defaultsOnly(), validUntil: Date.now() + RETRY_MS };
  }
}

async function currentTemplate(): Promise<ServerTemplate> {
  const file = process.env.FIREBASE_REMOTE_CONFIG_FILE;
  // The emulators have no Remote Config: without a file the demo project runs on the in-code defaults.
  if (!file && isFirebaseEmulated) return defaultsOnly();
  inFlight ??= (file ? templateFromFile(file) : hostedTemplate()).finally(() => (inFlight = undefined));
  cached = await inFlight;
  return cached.template;
}

/**
 * Remote Config values for one request, evaluated on the server (no Firebase code reaches the browser).
 * `randomizationId` (the uid when signed in) keeps a visitor in the same bucket of a percentage rollout.
 */
export async function readRemoteConfig(randomizationId?: string): Promise<RemoteConfigValues> {
  const config = (await currentTemplate()).evaluate(randomizationId ? { randomizationId } : {});
  return parseRemoteConfigValues((key) => config.getString(key), console.warn);
}
