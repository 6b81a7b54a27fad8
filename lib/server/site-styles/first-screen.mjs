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
 * The part of the site's stylesheet that the first screen of a page needs: every rule whose classes all appear
 * among `classNames` (the classes found in the first screens, lib/server/site-styles/first-screen-classes.json), every
 * rule without a class (preflight, element styles), the keyframes, and then only the custom properties and
 * `@property` registrations those rules still read. Written here rather than with a critical-CSS tool: those
 * select by a page's whole HTML, which a page rendered per request does not have at build time.
 *
 * @param {string} css the compiled, minified stylesheet
 * @param {Iterable<string>} classNames
 * @returns {string}
 */
export function firstScreenCss(css, classNames) {
  const wanted = new Set(classNames);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => classesIn(selector).every((name) => wanted.has(name)));
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
