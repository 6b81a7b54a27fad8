import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRemoteConfig } from '@/lib/server/firebase/remote-config';
import {
  buyerFlowPath,
  parseRemoteConfigValues,
  remoteConfigDefaults,
} from '@/lib/domain/remote-config-parameters';

const folder = mkdtempSync(join(tmpdir(), 'remote-config-'));
let fileNumber = 0;

/** A server template file as `ServerTemplate.toJSON()` writes it; each test gets its own file. */
function useTemplate(template: object | string) {
  const path = join(folder, `template-${++fileNumber}.json`);
  writeFileSync(path, typeof template === 'string' ? template : JSON.stringify(template));
  // Every file gets the same modification time, as files written within one clock tick do.
  utimesSync(path, 1_700_000_000, 1_700_000_000);
  vi.stubEnv('FIREBASE_REMOTE_CONFIG_FILE', path);
}

const promoteOnePage = (conditions: object[] = [], conditionalValues?: object) => ({
  etag: 'etag-1',
  conditions,
  parameters: {
    promoted_buyer_flow: { defaultValue: { value: 'een-pagina' }, conditionalValues, valueType: 'STRING' },
  },
});

afterEach(() => vi.unstubAllEnvs());

describe('Remote Config (evaluated on the server by firebase-admin)', () => {
  it('uses the in-code defaults when nothing is configured', async () => {
    expect(await readRemoteConfig()).toEqual({ promoted_buyer_flow: 'stappen' });
    vi.stubEnv('FIREBASE_REMOTE_CONFIG_FILE', join(folder, 'does-not-exist.json'));
    expect(await readRemoteConfig('uid-1')).toEqual(remoteConfigDefaults);
  });

  it('applies a published value', async () => {
    useTemplate(promoteOnePage());
    const values = await readRemoteConfig();
    expect(values.promoted_buyer_flow).toBe('een-pagina');
    expect(buyerFlowPath(values)).toBe('/koper-v3');
  });

  it('applies a rollout condition to a signed-in user only', async () => {
    const everyone = { percent: { percentOperator: 'LESS_OR_EQUAL', microPercent: 100_000_000, seed: 'x' } };
    useTemplate({
      etag: 'etag-2',
      conditions: [{ name: 'rollout', condition: everyone }],
      parameters: {
        promoted_buyer_flow: {
          defaultValue: { value: 'stappen' },
          conditionalValues: { rollout: { value: 'een-pagina' } },
          valueType: 'STRING',
        },
      },
    });
    expect((await readRemoteConfig('uid-42')).promoted_buyer_flow).toBe('een-pagina');
    expect((await readRemoteConfig()).promoted_buyer_flow).toBe('stappen');
  });

  it('falls back to the default for a value outside the allowed set, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useTemplate({
      etag: 'etag-3',
      conditions: [],
      parameters: { promoted_buyer_flow: { defaultValue: { value: 'koper-v9' }, valueType: 'STRING' } },
    });
    expect((await readRemoteConfig()).promoted_buyer_flow).toBe('stappen');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('promoted_buyer_flow="koper-v9"'));
  });

  it('falls back to the defaults for a broken template file', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useTemplate('{ geen json');
    expect(await readRemoteConfig()).toEqual(remoteConfigDefaults);
    expect(error).toHaveBeenCalled();
  });
});

describe('Remote Config values', () => {
  it('map the promoted buyer flow to its route', () => {
    expect(buyerFlowPath({ promoted_buyer_flow: 'stappen' })).toBe('/koper');
    expect(buyerFlowPath({ promoted_buyer_flow: 'een-pagina' })).toBe('/koper-v3');
  });

  it('accept only allowed values', () => {
    expect(parseRemoteConfigValues(() => 'een-pagina')).toEqual({ promoted_buyer_flow: 'een-pagina' });
    expect(parseRemoteConfigValues(() => '')).toEqual(remoteConfigDefaults);
  });
});
