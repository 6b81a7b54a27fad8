/** The screens a first paint is checked on: a phone and a desktop, light and dark. */
export const FIRST_SCREENS = [
  { name: 'telefoon', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
].flatMap((screen) =>
  ['light', 'dark'].map((colorScheme) => ({ ...screen, name: `${screen.name} ${colorScheme}`, colorScheme })),
);

/**
 * In the page: what the first screen's styles must cover, found on every element that starts above the bottom of the
 * screen, hidden ones included (a rule that hides an element belongs to the first paint as much as one that shows
 * it): its classes, and its kind written as `<tag>`, for the rules without a class that style elements by kind
 * (lib/server/site-styles/first-screen.mjs). Half a screen more, as a margin: a form that restores a draft or a longer
 * text moves an element across the fold.
 *
 * @returns {string[]}
 */
export function namesOnFirstScreen() {
  const names = new Set();
  for (const element of [document.documentElement, document.body, ...document.body.querySelectorAll('*')]) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    // What only comes after the first paint (a toast, with the toaster's own code) has the stylesheet by then.
    if (element.closest('[data-after-first-paint]')) continue;
    if (element.getBoundingClientRect().top >= 1.5 * window.innerHeight) continue;
    names.add(`<${element.tagName.toLowerCase()}>`);
    for (const name of element.classList) names.add(name);
  }
  return [...names];
}
