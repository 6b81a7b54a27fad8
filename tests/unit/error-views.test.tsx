// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/kopersinformatie' }));

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@/components/site/error-content');
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
    expect(logged).toHaveBeenCalledWith('[500] /kopersinformatie', expect.any(Error));
    logged.mockRestore();
  });

  it('says so in Dutch when the view itself cannot be loaded (offline)', async () => {
    vi.doMock('@/components/site/error-content', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { ErrorBoundaryView } = await import('@/components/site/client-errors');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorBoundaryView error={new Error('kapot')} reset={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
    expect(screen.getByText(/Controleer je internetverbinding/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeVisible();
    logged.mockRestore();
  });
});
