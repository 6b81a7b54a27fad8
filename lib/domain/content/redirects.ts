/**
 * Editor-managed redirects (`redirect` documents), resolved at run time. Pure: the proxy, the Studio validation
 * and the tests share it.
 */

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

const INTERNAL_PATH = /^\/(?!\/)\S*$/;
const EXTERNAL_URL = /^https:\/\/\S+$/;

/** "/Oud/" and "/Oud" are the same source; paths compare without a trailing slash. */
export function normaliseRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The path on this site a destination leads to (without query or fragment), or null for another site. */
export function destinationPath(destination: string): string | null {
  return INTERNAL_PATH.test(destination) ? normaliseRedirectPath(destination.split(/[?#]/)[0]!) : null;
}

export function isValidRedirect(rule: Partial<RedirectRule>): rule is RedirectRule {
  if (typeof rule.source !== 'string' || !INTERNAL_PATH.test(rule.source)) return false;
  if (typeof rule.destination !== 'string') return false;
  if (!INTERNAL_PATH.test(rule.destination) && !EXTERNAL_URL.test(rule.destination)) return false;
  return destinationPath(rule.destination) !== normaliseRedirectPath(rule.source);
}

/**
 * The chain of sources that would loop if `candidate` were added to `rules` (for example ["/a", "/b", "/a"]), or
 * null. Only internal destinations can lead back.
 */
export function findRedirectLoop(rules: readonly RedirectRule[], candidate: RedirectRule): string[] | null {
  const bySource = new Map(rules.map((rule) => [normaliseRedirectPath(rule.source), rule]));
  bySource.set(normaliseRedirectPath(candidate.source), candidate);
  const start = normaliseRedirectPath(candidate.source);
  const chain = [start];
  let next = destinationPath(candidate.destination);
  while (next !== null) {
    chain.push(next);
    if (next === start) return chain;
    if (chain.indexOf(next) !== chain.length - 1) return null; // a loop elsewhere, not through the candidate
    const rule = bySource.get(next);
    next = rule ? destinationPath(rule.destination) : null;
  }
  return null;
}

export interface RedirectTable {
  rules: Map<string, RedirectRule>;
  /** Rules left out, with why: invalid, or part of a loop (the Studio refuses both; a dataset may still hold them). */
  refused: { rule: Partial<RedirectRule>; reason: string }[];
}

export function buildRedirectTable(candidates: readonly Partial<RedirectRule>[]): RedirectTable {
  const refused: RedirectTable['refused'] = [];
  const valid: RedirectRule[] = [];
  for (const rule of candidates) {
    if (isValidRedirect(rule)) valid.push({ ...rule, permanent: rule.permanent !== false });
    else refused.push({ rule, reason: 'ongeldig pad of bestemming, of een doorverwijzing naar zichzelf' });
  }
  const rules = new Map<string, RedirectRule>();
  for (const rule of valid) {
    const loop = findRedirectLoop(
      valid.filter((other) => other !== rule),
      rule,
    );
    if (loop) refused.push({ rule, reason: `lus: ${loop.join(' → ')}` });
    else rules.set(normaliseRedirectPath(rule.source), rule);
  }
  return { rules, refused };
}

/** Where a request for `requested` goes: the destination, with the request's query string kept. */
export function redirectLocation(rule: RedirectRule, requested: URL): URL {
  const target = new URL(rule.destination, requested.origin);
  for (const [key, value] of requested.searchParams) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return target;
}
