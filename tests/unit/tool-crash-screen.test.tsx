// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import type { Tool } from 'sanity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCrashScreen } from '@/studio/tool-crash-screen';

let crashing = true;
function PageList() {
  if (crashing) throw new Error('getAttribute only applies to plain objects');
  return <p>Alle pagina&apos;s</p>;
}

const structureTool: Tool = { name: 'structure', title: 'Structuur', component: PageList };

function renderTool(tool: Tool) {
  const Component = tool.component;
  return render(
    <ThemeProvider theme={buildTheme()}>
      <Component tool={tool} />
    </ThemeProvider>,
  );
}

describe('a Studio tool that crashes', () => {
  afterEach(() => {
    crashing = true;
    vi.restoreAllMocks();
  });

  it('says so in Dutch, shows no error text, and comes back with "Opnieuw proberen"', () => {
    // React reports the caught error on the console, as it should.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTool(withCrashScreen(structureTool));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Structuur liep vast');
    expect(document.body.textContent).not.toMatch(/getAttribute|crashed|error/i);
    crashing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByText("Alle pagina's")).toBeTruthy();
  });

  it('copies the error details for whoever maintains the site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool(withCrashScreen(structureTool));
    fireEvent.click(screen.getByRole('button', { name: 'Foutdetails kopiëren' }));
    expect(await screen.findByRole('button', { name: 'Foutdetails gekopieerd' })).toBeTruthy();
    expect(writeText.mock.calls[0]![0]).toMatch(
      /Studio-tool: structure[\s\S]*Error: getAttribute only applies to plain objects/,
    );
  });

  it('keeps one wrapper per tool, so the tool keeps its state across config reads', () => {
    expect(withCrashScreen(structureTool).component).toBe(withCrashScreen(structureTool).component);
  });
});
