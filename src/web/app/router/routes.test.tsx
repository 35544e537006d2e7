import { ROUTE_MAP } from '@shared/route-map';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { routeRetryStore } from '../errors/retry-budget';
import { SCREENS } from '../features/feature-catalog';

afterEach(() => {
  routeRetryStore.clear();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('renders the 404 page for a route-map entry whose screen is not built', async () => {
    // An entry added to the map without a screen stands in for a route not built yet.
    renderRoute('/no-such-page', [...ROUTE_MAP, { path: '/no-such-page', access: 'public' }], SCREENS);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to home/ })).toHaveAttribute('href', '/');
    // Inside the sidebar layout.
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('renders the same 404 page for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('redirects /gallery to /recipes', async () => {
    const { router } = renderRoute('/gallery?sort=new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(router.state.location.search).toBe('?sort=new');
  });

  it('redirects the plural marketplace recipe path to the singular one, keeping the id', async () => {
    const { router } = renderRoute('/marketplace/recipes/abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/recipe/abc123'));
  });

  it('renders a built screen lazily with the loading text meanwhile', async () => {
    renderRoute('/error-test');
    expect(screen.getByText('Loading your content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Error boundary test' })).toBeInTheDocument();
  });

  it('has a route-map entry for every declared screen', () => {
    const paths = new Set(ROUTE_MAP.map((r) => r.path));
    for (const path of Object.keys(SCREENS)) expect(paths.has(path), path).toBe(true);
  });

  it('puts a registered protected screen behind its guard', async () => {
    const map = [
      { path: '/settings', access: 'verified' as const },
      { path: '/sign-in', access: 'auth-page' as const },
    ];
    const registry = { '/settings': SCREENS['/error-test']!, '/sign-in': SCREENS['/sign-in']! };
    const { router } = renderRoute('/settings', map, registry);
    // Signed out (the fake API's default): never the screen, the sign-in page instead.
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByRole('heading', { name: 'Error boundary test' })).not.toBeInTheDocument();
  });
});

describe('route error boundary', () => {
  it('shows the classified title and counts Try Again attempts down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/error-test?throw=auth');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('3 attempts remaining')).toBeInTheDocument();
    // The layout survives around the failing page.
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2 attempts remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 attempt remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No attempts remaining. Reload the page to start fresh.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Error State' })).not.toBeInTheDocument();
  });

  it('recovers on Try Again when the error was a one-off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/error-test');
    await screen.findByRole('heading', { name: 'Error boundary test' });
    await user.click(screen.getByRole('checkbox', { name: /Keep failing/ }));
    await user.click(screen.getByRole('button', { name: 'Throw: Context error' }));
    expect(await screen.findByRole('heading', { name: 'Context Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Error boundary test' })).toBeInTheDocument();
  });

  it.each([
    ['popupSecurity', 'Authentication Security Notice'],
    ['react', 'React Error'],
    ['generic', 'Something went wrong'],
  ])('titles a %s error "%s"', async (kind, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute(`/error-test?throw=${kind}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});
