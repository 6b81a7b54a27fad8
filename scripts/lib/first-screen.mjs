/** The screens a first paint is checked on: a phone and a desktop, light and dark. */
export const FIRST_SCREENS = [
  { name: 'telefoon', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
].flatMap((screen) =>
  ['light', 'dark'].map((colorScheme) => ({ ...screen, name: `${screen.name} ${colorScheme}`, colorScheme })),
);

/**
 * In the page: the classes of every element that starts above the bottom of the screen, hidden ones included (a
 * rule that hides an element belongs to the first paint as much as one that shows it). Half a screen more, as a
 * margin: a form that restores a draft or a longer text moves an element across the fold.
 *
 * @returns {string[]}
 */
export function classesOnFirstScreen() {
  const names = new Set();
  for (const element of document.querySelectorAll('[class]')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    // What only comes after the first paint (a toast, with the toaster's own code) has the stylesheet by then.
    if (element.closest('[data-after-first-paint]')) continue;
    if (element.getBoundingClientRect().top >= 1.5 * window.innerHeight) continue;
    for (const name of element.classList) names.add(name);
  }
  return [...names];
}
