import { expect, test, type Page } from '@playwright/test';
import { untilIdle, waitForHydration } from './fixtures';

/**
 * What a key typed into a calculator draws again: the field typed in and the results, never the other fields or the
 * explained terms. A whole form drawn again on every key is what made a slow phone's keys answer late (npm run bench,
 * interactions); counting what React renders is exact where a timed test would flake on a busy machine.
 *
 * The counter stands where React's developer tools stand, `__REACT_DEVTOOLS_GLOBAL_HOOK__`, which React calls after
 * every commit in production builds too. A component rendered in a commit is one mounted then, or one whose fiber
 * carries React's PerformedWork flag; a subtree React left untouched keeps its old child fibers, so it is not
 * walked (as the developer tools do). Each rendered component is named by the first DOM node it draws.
 */
function recordRenders() {
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  }
  // React's work tags: function, class, forwardRef, memo and simple memo components; host element and text.
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const HOST = new Set([5, 6]);
  const PERFORMED_WORK = 1;
  const rendered: Node[] = [];
  let recording = false;
  const firstNode = (fiber: Fiber): Node | null => {
    for (let at: Fiber | null = fiber; at; at = at.child)
      if (HOST.has(at.tag)) return at.stateNode instanceof Node ? at.stateNode : null;
    return null;
  };
  const walk = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (COMPONENTS.has(fiber.tag) && (fiber.alternate === null || fiber.flags & PERFORMED_WORK)) {
        const node = firstNode(fiber);
        if (node) rendered.push(node);
      }
      if (fiber.alternate === null || fiber.child !== fiber.alternate.child) walk(fiber.child);
    }
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        if (recording) walk(root.current.child);
      },
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
    },
    renderRecorder: {
      start: () => {
        rendered.length = 0;
        recording = true;
      },
      stop: () => {
        recording = false;
        return rendered.splice(0);
      },
    },
  });
}

declare global {
  interface Window {
    renderRecorder: { start: () => void; stop: () => Node[] };
  }
}

const result = (page: Page) => page.locator('section[aria-labelledby="resultaat"]');

/**
 * Types one character at the end of the field labelled `typed`, filled with `start` (a value the key keeps every
 * other field's state: no household preset, say), and returns, for each field of the form, how many
 * components drew again inside it, and how many inside the results' term explanations.
 */
async function rendersOfOneKey(page: Page, typed: string, start: string, key: string) {
  const input = page.getByRole('textbox', { name: typed, exact: true });
  await input.fill(start);
  await input.press('End');
  // What the page does after a first interaction and a change, settled before the key is counted: the tooltip layer
  // has taken over the terms (Radix marks their buttons) and the URL has followed the start value.
  await expect(result(page).locator('button[data-state]').first()).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`=${start}$`));
  await untilIdle(page);
  const before = await result(page).innerText();
  await page.evaluate(() => window.renderRecorder.start());
  await input.press(key);
  // The results follow the key; then nothing more is drawn for it.
  await expect(result(page)).not.toHaveText(before);
  await untilIdle(page);
  return page.evaluate((typedLabel) => {
    const nodes = window.renderRecorder.stop();
    const form = document.querySelector('form[aria-label="Je gegevens"]')!;
    // Each field is a direct child of the form: its label (or legend) names it, before its required mark.
    const fields = [...form.children].map((field) => ({
      name: (field.querySelector('label, legend')?.firstChild?.textContent ?? '').trim(),
      element: field,
    }));
    const counts: Record<string, number> = {};
    for (const { name, element } of fields)
      counts[name] = nodes.filter((node) => element.contains(node)).length;
    // Each explained term is a LazyTooltip's container.
    const terms = [...document.querySelectorAll('section[aria-labelledby="resultaat"] span.contents')];
    return {
      typedField: counts[typedLabel] ?? 0,
      otherFields: Object.fromEntries(Object.entries(counts).filter(([name]) => name !== typedLabel)),
      terms: nodes.filter((node) => terms.some((term) => term === node || term.contains(node))).length,
    };
  }, typed);
}

test.describe('a key in a calculator draws its field and the results again, nothing else', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordRenders);
  });

  for (const { path, typed, start, key } of [
    { path: '/calculator/koper', typed: 'Jaarverbruik (kWh)', start: '1234', key: '1' },
    { path: '/calculator/verkoper', typed: 'Piekvermogen (kWp)', start: '5', key: '1' },
    { path: '/calculator/calculator-gvo', typed: 'Piekvermogen (kWp)', start: '5', key: '1' },
  ]) {
    test(`${path}: "${typed}"`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const renders = await rendersOfOneKey(page, typed, start, key);
      expect(renders.typedField, 'the field typed in draws again').toBeGreaterThan(0);
      expect(Object.keys(renders.otherFields).length, 'the form has other fields').toBeGreaterThan(0);
      for (const [name, count] of Object.entries(renders.otherFields))
        expect(count, `components drawn again in the field "${name}"`).toBe(0);
      expect(renders.terms, 'components drawn again in the explained terms').toBe(0);
    });
  }
});
