// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  usePathname: () => '/kopersinformatie',
  useServerInsertedHTML: () => {},
}));

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@/components/site/error-content');
  vi.doUnmock('@/components/site/client-errors');
});

describe('error boundary view', () => {
  it('loads the Dutch error view with the first error, the English status marked as such', async () => {
    const { ErrorBoundaryView } = await import('@/components/site/client-errors');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorBoundaryView error={new Error('database kapot')} reset={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/iets mis/i);
    expect(screen.getByText('Internal Server Error')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/database kapot/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    // Logged by an effect, which may run after the view is painted.
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[500] /kopersinformatie', expect.any(Error)));
    logged.mockRestore();
  });

  it('passes the failure up when the view itself cannot be loaded (offline), for the global error page to explain', async () => {
    vi.doMock('@/components/site/error-content', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { ErrorBoundaryView } = await import('@/components/site/client-errors');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught: unknown[] = [];
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        caught.push(error);
      }
      render() {
        return this.state.failed ? <p>buitenste grens</p> : this.props.children;
      }
    }
    render(
      <Outer>
        <ErrorBoundaryView error={new Error('kapot')} reset={() => {}} />
      </Outer>,
    );
    expect(await screen.findByText('buitenste grens')).toBeVisible();
    // What reached the outer boundary is the failed fetch, not the error the view was showing.
    expect(caught).toHaveLength(1);
    expect((caught[0] as Error).message).not.toBe('kapot');
    logged.mockRestore();
  });
});

describe('global error page', () => {
  // It renders its own <html> and <body>: React says so about a test's <div> container, not a fault of the page.
  const quietNesting = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('fetches the Dutch error view when it is shown', async () => {
    const { default: GlobalError } = await import('@/app/global-error');
    const logged = quietNesting();
    render(<GlobalError error={new Error('layout kapot')} reset={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/iets mis/i);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    expect(screen.queryByText(/layout kapot/)).toBeNull();
    logged.mockRestore();
  });

  it('says so in Dutch when the error handling cannot be fetched (offline)', async () => {
    vi.doMock('@/components/site/client-errors', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { default: GlobalError } = await import('@/app/global-error');
    const logged = quietNesting();
    render(<GlobalError error={new Error('kapot')} reset={() => {}} />);
    expect(await screen.findByText(/Controleer je internetverbinding/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeVisible();
    logged.mockRestore();
  });
});
