import postcss from 'postcss';

/** A class in a selector, escapes included (`.md\:flex`, `.w-1\/2`). */
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const CUSTOM_PROPERTY_USE = /var\(\s*(--[\w-]+)/g;

/** The colour-mode class on <html>: present whenever a `dark:` rule applies, so it never excludes one. */
const COLOUR_MODE_CLASS = 'dark';

const classesIn = (selector) =>
  [...selector.matchAll(CLASS_IN_SELECTOR)]
    .map((match) => match[1].replace(/\\(.)/g, '$1'))
    .filter((name) => name !== COLOUR_MODE_CLASS);

/**
 * The element kinds a selector needs, as `namesOnFirstScreen` writes them (scripts/lib/first-screen.mjs): its type
 * selectors, outside `:not()` (which excludes). A browser part (`::-webkit-inner-spin-button`) names no element: kept.
 */
const kindsIn = (selector) =>
  [
    ...selector
      .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
      .matchAll(/(?:^|[\s>+~,]|:(?:is|where|has)\()([a-z][a-z0-9]*)/g),
  ].map((match) => `<${match[1]}>`);

/**
 * The part of the site's stylesheet that the first screen of a page needs: every rule whose classes all appear
 * among `names` (found in the first screens: lib/server/site-styles/first-screen-names.json), every rule without a
 * class (preflight, element styles) for the kinds of element found there, the keyframes, and then only the custom
 * properties and `@property` registrations those rules still read. Written here rather than with a critical-CSS tool:
 * those select by a page's whole HTML, which a page rendered per request does not have at build time.
 *
 * @param {string} css the compiled, minified stylesheet
 * @param {Iterable<string>} names classes, and element kinds as `<tag>`
 * @returns {string}
 */
export function firstScreenCss(css, names) {
  const wanted = new Set(names);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => {
      const classes = classesIn(selector);
      if (classes.length > 0) return classes.every((name) => wanted.has(name));
      return kindsIn(selector).every((kind) => wanted.has(kind));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // A theme variable may be read only by another one that is itself unused: repeat until nothing changes.
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set();
    root.walkDecls((declaration) => {
      for (const match of declaration.value.matchAll(CUSTOM_PROPERTY_USE)) read.add(match[1]);
    });
    root.walkDecls((declaration) => {
      // Custom properties that utilities set are what they are for; only the shared definitions (theme, the
      // fallbacks for browsers without @property) are dropped when nothing reads them.
      const shared =
        declaration.parent?.type === 'rule' && classesIn(declaration.parent.selector).length === 0;
      if (declaration.prop.startsWith('--') && shared && !read.has(declaration.prop)) {
        declaration.remove();
        removed = true;
      }
    });
    root.walkAtRules('property', (registration) => {
      if (!read.has(registration.params.trim())) {
        registration.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
  }
  return root.toString();
}
