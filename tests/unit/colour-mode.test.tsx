// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColourModeWatcher } from '@/components/site/colour-mode';
import { ForceColourMode } from '@/components/site/force-colour-mode';
import { COLOUR_MODE_SCRIPT } from '@/lib/domain/colour-mode-scripts';

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

describe('a page that forces its colour mode', () => {
  /** The server's HTML of the marker, its script run where the parser would meet it. */
  function runServerHtml(html: string) {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    for (const script of holder.querySelectorAll('script')) new Function(script.textContent ?? '')();
  }

  it('its server HTML sets the mode on <html> before hydration, over the visitor’s choice', () => {
    document.documentElement.classList.add('light');
    runServerHtml(renderToString(<ForceColourMode mode="dark" />));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    document.documentElement.className = 'dark';
    runServerHtml(renderToString(<ForceColourMode mode="light" />));
    expect(document.documentElement.className).toBe('light');
  });

  it('the first-paint script at the end of <body> keeps the mode the page set earlier', () => {
    localStorage.setItem('stroomplein-colour-mode', 'light');
    document.documentElement.className = '';
    runServerHtml(renderToString(<ForceColourMode mode="dark" />));
    new Function(COLOUR_MODE_SCRIPT)();
    expect(document.documentElement.className).toBe('dark');
  });

  it('"system" renders nothing', () => {
    expect(renderToString(<ForceColourMode mode="system" />)).toBe('');
  });

  it('rendered in the browser (a client-side navigation): the mode is set, and set back when it leaves', () => {
    systemSetting(false);
    localStorage.setItem('stroomplein-colour-mode', 'light');
    document.documentElement.classList.add('light');
    const page = render(<ForceColourMode mode="dark" />);
    expect(document.documentElement).toHaveClass('dark');
    expect(page.container.querySelector('script')).toBeNull();
    page.unmount();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
