// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColourModeWatcher } from '@/components/site/colour-mode';

/** A stand-in for the browser's prefers-color-scheme query whose answer the test turns. */
function systemSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    turn(nowDark: boolean) {
      query.matches = nowDark;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  localStorage.clear();
});

describe('colour mode watcher', () => {
  it('catches up with a system change made between the first-paint script and hydration', () => {
    systemSetting(false);
    // The inline script saw a dark system; the visitor switched the OS to light before the page hydrated.
    document.documentElement.classList.add('dark');
    render(<ColourModeWatcher />);
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the system while the choice is "system", and not once a mode is chosen', () => {
    const system = systemSetting(false);
    document.documentElement.classList.add('light');
    render(<ColourModeWatcher />);
    act(() => system.turn(true));
    expect(document.documentElement).toHaveClass('dark');
    localStorage.setItem('stroomplein-colour-mode', 'light');
    act(() => system.turn(true));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
