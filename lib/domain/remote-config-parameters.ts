import { z } from 'zod';

/**
 * The site's Remote Config parameters: each with its in-code default (what applies when no Remote Config is
 * configured, or the backend is unreachable) and the schema a remote value must satisfy to be used.
 */
export const remoteConfigParameters = {
  /** Which buyer flow the site's own calls to action open: the multi-step `/koper` or the one-page `/koper-v3`. */
  promoted_buyer_flow: {
    schema: z.enum(['stappen', 'een-pagina']),
    default: 'stappen',
  },
} as const;

type Parameters = typeof remoteConfigParameters;
export type RemoteConfigKey = keyof Parameters;
export type RemoteConfigValues = { [K in RemoteConfigKey]: z.infer<Parameters[K]['schema']> };

/** The defaults as Firebase's `defaultConfig` takes them. */
export const remoteConfigDefaults = Object.fromEntries(
  Object.entries(remoteConfigParameters).map(([key, parameter]) => [key, parameter.default]),
) as RemoteConfigValues;

/**
 * Turns raw values (as Remote Config returns them: strings) into typed values; a value that does not fit its
 * schema falls back to the default and is reported, so a typo in the console never breaks a page.
 */
export function parseRemoteConfigValues(
  read: (key: RemoteConfigKey) => string,
  report: (message: string) => void = () => {},
): RemoteConfigValues {
  const entries = (Object.keys(remoteConfigParameters) as RemoteConfigKey[]).map((key) => {
    const raw = read(key);
    const parsed = remoteConfigParameters[key].schema.safeParse(raw);
    if (parsed.success) return [key, parsed.data];
    report(`Remote Config: ${key}=${JSON.stringify(raw)} is not allowed, using the default.`);
    return [key, remoteConfigDefaults[key]];
  });
  return Object.fromEntries(entries) as RemoteConfigValues;
}

const BUYER_FLOW_PATHS: Record<RemoteConfigValues['promoted_buyer_flow'], string> = {
  stappen: '/koper',
  'een-pagina': '/koper-v3',
};

/** The path of the promoted buyer flow. */
export function buyerFlowPath(values: Pick<RemoteConfigValues, 'promoted_buyer_flow'>): string {
  return BUYER_FLOW_PATHS[values.promoted_buyer_flow];
}
