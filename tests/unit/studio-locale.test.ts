import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dutchStudioStrings } from '@/studio/locale-nl';
import { releasesDutchStrings } from '@/studio/locale-nl-releases';

// defineLocaleResourceBundle returns its argument; the rest of the sanity package is not needed here (vi.mock is
// hoisted above the imports).
vi.mock('sanity', () => ({ defineLocaleResourceBundle: <T>(bundle: T) => bundle }));

/**
 * The US-English strings of the Content Releases tool. The sanity package does not export them from a public entry;
 * they sit in a hashed chunk of sanity/lib (`defineLocalesResources("releases", { ... })`, one `"key": "value",` a
 * line, with doc comments between). Every line of that object must parse, so a change of format fails here instead of
 * silently dropping keys.
 */
function englishReleasesStrings(): Record<string, string> {
  const lib = path.resolve(__dirname, '../../node_modules/sanity/lib');
  const marker = 'defineLocalesResources("releases", {';
  const source = readdirSync(lib)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(lib, name), 'utf8'))
    .find((text) => text.includes(marker));
  if (!source) throw new Error(`No file in ${lib} defines the releases resources`);

  const start = source.indexOf(marker) + marker.length;
  const body = source.slice(start, source.indexOf('\n});', start)).replace(/\/\*[\s\S]*?\*\//g, '');
  const strings: Record<string, string> = {};
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const [, quotedKey, bareKey, value] =
      /^\s*(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\s*("(?:[^"\\]|\\.)*"),?\s*$/.exec(line) ?? [];
    const key = quotedKey ?? bareKey;
    if (key === undefined || value === undefined) {
      throw new Error(`Unexpected line in the English releases resources: ${line}`);
    }
    strings[key] = JSON.parse(value) as string;
  }
  return strings;
}

const english = englishReleasesStrings();
const dutch = releasesDutchStrings.resources;
if (typeof dutch === 'function')
  throw new Error('The Dutch releases strings are expected inline, not lazily loaded');

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]).sort();
const tags = (text: string) =>
  [...text.matchAll(/<\/?[A-Za-z][\w.-]*\s*\/?>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();

describe('the Dutch strings of the Content Releases tool', () => {
  it('are loaded by the Studio with the other Dutch strings', () => {
    expect(releasesDutchStrings).toMatchObject({ locale: 'nl-NL', namespace: 'releases' });
    expect(dutchStudioStrings).toContain(releasesDutchStrings);
  });

  it('translate every key of the English strings', () => {
    expect(Object.keys(english).length).toBeGreaterThan(200);
    const untranslated = Object.keys(english).filter(
      (key) => typeof dutch[key] !== 'string' || (dutch[key] as string).trim() === '',
    );
    expect(untranslated, untranslated.join('; ')).toEqual([]);
  });

  it('have no keys the English strings lack, so a misspelt key cannot hide', () => {
    expect(Object.keys(dutch).filter((key) => !(key in english))).toEqual([]);
  });

  it('keep the placeholders and component tags of each English string', () => {
    const changed = Object.entries(english).flatMap(([key, text]) => {
      const translation = String(dutch[key] ?? '');
      return [
        ...(placeholders(translation).join() === placeholders(text).join() ? [] : [`placeholders of ${key}`]),
        ...(tags(translation).join() === tags(text).join() ? [] : [`tags of ${key}`]),
      ];
    });
    expect(changed, changed.join('; ')).toEqual([]);
  });

  it('speak to the editor as “je”, never as the formal “u” or “uw”', () => {
    const formal = Object.entries(dutch)
      .filter(
        ([, text]) => typeof text === 'string' && /(?<![\p{L}\p{N}])(u|uw)(?![\p{L}\p{N}])/iu.test(text),
      )
      .map(([key]) => key);
    expect(formal, formal.join('; ')).toEqual([]);
  });
});
