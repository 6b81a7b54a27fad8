#!/usr/bin/env node
/**
 * Keeps the docs from going stale silently: checks README.md and docs/*.md against the repository.
 *
 *   node scripts/check-docs.mjs [root]      (default: this repository; `npm run lint` runs it)
 *
 * Each problem is printed as `file:line: message`; the exit code is 1 when there is one. The rules:
 *
 * - Links: a relative link's target must exist inside the root; `file.md#anchor` and `#anchor` need a heading with
 *   that anchor (GitHub's slugs: lowercased, punctuation dropped, spaces to hyphens, `-1`, `-2` for repeats). A link
 *   with a scheme (`https:`, `mailto:`) is a problem too: the docs link nothing outside the repository.
 * - Paths in backticks: each whitespace-separated word of a code span (outside fenced blocks, and not the text of a
 *   link, whose target is checked instead) is taken for a repository path when it
 *   - contains a `/` and its first segment is an entry at the root (`lib/server/`, `app/[site]/layout.tsx`): it must
 *     exist, or be ignored by the root .gitignore (made at run or build time, such as `.next/cache`);
 *   - contains a `/` and ends in a known extension (.ts .tsx .mts .mjs .cjs .js .json .md .yml .yaml .vcl .ndjson
 *     .css): it must be the tail of a file's path (`forms/store.ts` for lib/server/forms/store.ts);
 *   - has no `/` but a known extension (`server.mjs`): a file of that name must exist somewhere;
 *   and is left alone when it is a bare extension (`.ndjson`), starts with `/` (a site path or API route: `/studio`,
 *   `/api/lake/...`), `@` (a package) or `-` (an option), or holds `://`, a glob or placeholder character
 *   (`* ? { } < > | $ = " '` or `…`).
 *   Module names such as `next/headers` are no path by these rules: their first segment is no root entry and they
 *   have no extension.
 * - Test files in backticks, as docs/traceability.md cites them: `<dir>/<name>.test` is `<dir>/<name>.test.ts(x)`,
 *   `<name>.test` is `tests/unit/<name>.test.ts(x)`, `<name>.spec` is `tests/e2e/<name>.spec.ts`; each must exist.
 * - npm scripts: every `npm run <name>` (and `npm test`, `npm start`, `npm stop`, `npm restart`) anywhere in the
 *   text, code included, must be a script in the root's package.json.
 * - The index: docs/guide.md links every other doc in docs/.
 * - Size: no line over 300 characters (a table cell is a few words), README.md and docs/*.md together at most
 *   100,000 bytes, docs/architecture.md at most 25,000.
 *
 * Markdown is read with regular expressions, not a parser: the checks need only headings, links, code spans and
 * fences, and the repository then needs no markdown dependency for its lint.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINE = 300;
const MAX_TOTAL_BYTES = 100_000;
const MAX_ARCHITECTURE_BYTES = 25_000;
const KNOWN_EXTENSION = /\.(?:ts|tsx|mts|mjs|cjs|js|json|md|yml|yaml|vcl|ndjson|css)\/?$/;
const NOT_A_PATH = /:\/\/|[*?{}<>|$="'…]/;
const TEST_NAME = /^(?:(.+)\/)?([\w.-]+)\.(spec|test)$/;
const NPM_SCRIPT = /\bnpm\s+(?:run(?:-script)?\s+([\w:.-]*[\w:-])|(test|start|stop|restart)\b)/g;

/** The root .gitignore as a test: what git ignores is made at run or build time and may be absent. */
function gitIgnored(root) {
  const file = join(root, '.gitignore');
  if (!existsSync(file)) return () => false;
  const patterns = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const body = line.replace(/\/+$/, '');
      const anchored = body.includes('/');
      const source = body
        .replace(/^\//, '')
        .replace(/[.+^()[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]')
        .replace(/\u0000/g, '.*');
      return { anchored, regex: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const segments = path.replace(/\/+$/, '').split('/');
    return segments.some((segment, index) => {
      const prefix = segments.slice(0, index + 1).join('/');
      return patterns.some(({ anchored, regex }) => regex.test(anchored ? prefix : segment));
    });
  };
}

/** Every file and folder below the root (relative, with `/`), leaving out .git, node_modules and ignored paths. */
function listTree(root, ignored) {
  const entries = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.name === '.git' || entry.name === 'node_modules' || ignored(path)) continue;
      entries.push(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  walk('');
  return entries;
}

/** GitHub's anchor for a heading's text. */
function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text with fenced blocks blanked (same length, newlines kept), so offsets still give line numbers. */
function withoutFences(text) {
  let inFence = null;
  return text
    .split('\n')
    .map((line) => {
      const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (inFence && fence?.startsWith(inFence)) {
        inFence = null;
        return ' '.repeat(line.length);
      }
      if (!inFence && fence) inFence = fence;
      return inFence || fence ? ' '.repeat(line.length) : line;
    })
    .join('\n');
}

function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

/** Code spans: [start, end, content]; a span may run over a line break but not over a blank line. */
function codeSpans(text) {
  const spans = [];
  for (const match of text.matchAll(/(`+)((?:(?!\n\s*\n)[\s\S])+?)\1(?!`)/g)) {
    spans.push({ start: match.index, end: match.index + match[0].length, content: match[2].trim() });
  }
  return spans;
}

/** Inline links `[text](target)`: the target, where it starts, and where the link text lies. */
function inlineLinks(text) {
  const links = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('](', from);
    if (at < 0) return links;
    from = at + 2;
    // The link text: back to the `[` that opens it (brackets inside it balanced).
    let depth = 0;
    let open = -1;
    for (let index = at - 1; index >= 0; index -= 1) {
      const char = text[index];
      if (char === '\n' && text[index - 1] === '\n') break;
      if (char === ']') depth += 1;
      else if (char === '[') {
        if (depth === 0) {
          open = index;
          break;
        }
        depth -= 1;
      }
    }
    if (open < 0) continue;
    let target;
    if (text[from] === '<') {
      const close = text.indexOf('>', from);
      if (close < 0) continue;
      target = text.slice(from + 1, close);
    } else {
      // Balanced parentheses belong to the target (`app/[site]/(default)/layout.tsx`); a space starts a title.
      let nested = 0;
      let end = from;
      for (; end < text.length; end += 1) {
        const char = text[end];
        if (char === '(') nested += 1;
        else if (char === ')') {
          if (nested === 0) break;
          nested -= 1;
        } else if (/\s/.test(char)) break;
      }
      target = text.slice(from, end);
    }
    links.push({ target, offset: from, textStart: open, textEnd: at });
  }
}

export function checkDocs(root) {
  const problems = [];
  const ignored = gitIgnored(root);
  const tree = listTree(root, ignored);
  const files = tree.filter((path) => statSync(join(root, path)).isFile());
  const baseNames = new Set(files.map((path) => path.slice(path.lastIndexOf('/') + 1)));
  const rootEntries = new Set(readdirSync(root));
  const scriptsFile = join(root, 'package.json');
  const scripts = existsSync(scriptsFile)
    ? (JSON.parse(readFileSync(scriptsFile, 'utf8')).scripts ?? {})
    : {};
  const docs = [
    ...(existsSync(join(root, 'README.md')) ? ['README.md'] : []),
    ...(existsSync(join(root, 'docs'))
      ? readdirSync(join(root, 'docs'))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `docs/${name}`)
      : []),
  ];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(join(root, path), 'utf8')));
    return anchorCache.get(path);
  };
  const exists = (path) => existsSync(join(root, path));

  let total = 0;
  /** What docs/guide.md links to. */
  const listed = new Set();
  for (const doc of docs) {
    const raw = readFileSync(join(root, doc), 'utf8');
    const bytes = Buffer.byteLength(raw);
    total += bytes;
    const lineStarts = [0];
    for (let index = 0; index < raw.length; index += 1) if (raw[index] === '\n') lineStarts.push(index + 1);
    const lineOf = (offset) => {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (lineStarts[middle] <= offset) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    };
    const report = (offset, message) => problems.push(`${doc}:${lineOf(offset)}: ${message}`);

    if (doc === 'docs/architecture.md' && bytes > MAX_ARCHITECTURE_BYTES) {
      report(0, `${bytes} bytes, over its budget of ${MAX_ARCHITECTURE_BYTES}`);
    }
    raw.split('\n').forEach((line, index) => {
      if (line.length > MAX_LINE) {
        report(lineStarts[index], `line of ${line.length} characters (at most ${MAX_LINE}): shorten it`);
      }
    });

    const text = withoutFences(raw);
    const spans = codeSpans(text);
    // Links are looked for with code spans blanked: `[a](b)` inside backticks is code, not a link.
    let blanked = text;
    for (const { start, end } of spans) {
      blanked =
        blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
    }
    const links = inlineLinks(blanked);
    for (const [match, target] of blanked.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)) {
      links.push({ target, offset: blanked.indexOf(match), textStart: -1, textEnd: -1 });
    }
    for (const match of blanked.matchAll(/<([a-z][a-z0-9+.-]*:[^\s>]+)>/gi)) {
      links.push({ target: match[1], offset: match.index, textStart: -1, textEnd: -1 });
    }

    for (const { target, offset } of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        report(offset, `link leaves the repository: ${target}`);
        continue;
      }
      const hash = target.indexOf('#');
      let pathPart;
      let anchor;
      try {
        pathPart = decodeURI(hash < 0 ? target : target.slice(0, hash));
        anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      } catch {
        report(offset, `link is no valid address: ${target}`);
        continue;
      }
      const resolved = pathPart ? resolve(root, dirname(doc), pathPart) : resolve(root, doc);
      const inRoot = relative(root, resolved).split(sep).join('/');
      if (inRoot.startsWith('..')) {
        report(offset, `link leaves the repository: ${target}`);
        continue;
      }
      if (doc === 'docs/guide.md') listed.add(inRoot);
      if (!existsSync(resolved)) {
        report(offset, `link to a missing file: ${target}`);
        continue;
      }
      if (anchor !== null && inRoot.endsWith('.md') && !anchorsIn(inRoot).has(anchor)) {
        report(offset, `link to a missing heading: ${target} (no #${anchor} in ${inRoot})`);
      }
    }

    for (const { start, content } of spans) {
      // The text of a link: its target is what is checked.
      if (links.some(({ textStart, textEnd }) => start > textStart && start < textEnd)) continue;
      for (const word of content.split(/\s+/)) {
        // A bare extension (`.ndjson`) names a kind of file, not a file.
        if (!word || NOT_A_PATH.test(word) || /^[/@-]/.test(word) || /^\.\w+$/.test(word)) continue;
        const path = word.replace(/^\.\//, '');
        const test = TEST_NAME.exec(path);
        if (test) {
          const [, folder, name, kind] = test;
          const candidates = folder
            ? [`${folder}/${name}.${kind}.ts`, `${folder}/${name}.${kind}.tsx`]
            : kind === 'spec'
              ? [`tests/e2e/${name}.spec.ts`]
              : [`tests/unit/${name}.test.ts`, `tests/unit/${name}.test.tsx`];
          if (!candidates.some(exists))
            report(start, `no test file for \`${word}\` (${candidates.join(' or ')})`);
          continue;
        }
        const hasSlash = path.includes('/');
        const first = path.split('/')[0];
        if (hasSlash && rootEntries.has(first)) {
          if (!exists(path) && !ignored(path)) report(start, `no such path: \`${word}\``);
        } else if (hasSlash && KNOWN_EXTENSION.test(path)) {
          const tail = `/${path.replace(/\/$/, '')}`;
          if (!tree.some((entry) => `/${entry}`.endsWith(tail))) report(start, `no path ends in \`${word}\``);
        } else if (!hasSlash && KNOWN_EXTENSION.test(path)) {
          if (!baseNames.has(path) && !ignored(path)) report(start, `no file named \`${word}\``);
        }
      }
    }

    for (const match of raw.matchAll(NPM_SCRIPT)) {
      const name = match[1] ?? match[2];
      if (!Object.hasOwn(scripts, name))
        report(match.index, `\`npm ${match[1] ? 'run ' : ''}${name}\`: no such script`);
    }
  }
  if (docs.includes('docs/guide.md')) {
    for (const doc of docs) {
      if (doc.startsWith('docs/') && doc !== 'docs/guide.md' && !listed.has(doc)) {
        problems.push(`docs/guide.md:1: does not list ${doc}`);
      }
    }
  }
  if (docs.length && total > MAX_TOTAL_BYTES) {
    problems.push(
      `${docs[0]}:1: README.md and docs/*.md hold ${total} bytes, over their budget of ${MAX_TOTAL_BYTES}`,
    );
  }
  return { problems, docs };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const { problems, docs } = checkDocs(root);
  for (const problem of problems) console.log(problem);
  if (problems.length) {
    console.log(`check-docs: ${problems.length} problem(s) in ${docs.length} docs`);
    process.exitCode = 1;
  }
}
