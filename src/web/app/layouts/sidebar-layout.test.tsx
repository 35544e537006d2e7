import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Store } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { setMediaEnv } from '../../test/match-media';
import { renderRoute } from '../../test/render-route';
import { NAV_ITEMS, SCREENS } from '../features/feature-catalog';
import { visibleNavItems } from './nav-items';

describe('sidebar layout', () => {
  it('is open by default on wide screens and the toggle collapses it', async () => {
    const user = userEvent.setup();
    renderRoute('/nowhere');
    const toggle = await screen.findByRole('button', { name: 'Close sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-state', 'open');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary', { name: 'Sidebar', hidden: true })).toHaveAttribute(
      'data-state',
      'closed',
    );
  });

  it('is a closed drawer below 768 px that opens as a dialog and closes with Escape', async () => {
    setMediaEnv({ width: 390 });
    const user = userEvent.setup();
    renderRoute('/nowhere');
    const toggle = await screen.findByRole('button', { name: 'Open sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Sidebar' });
    expect(drawer).toContainElement(screen.getByRole('radiogroup', { name: 'Theme' }));
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets to the size’s default when the window crosses the breakpoint', async () => {
    renderRoute('/nowhere');
    await screen.findByRole('button', { name: 'Close sidebar' });
    act(() => setMediaEnv({ width: 600 }));
    expect(await screen.findByRole('button', { name: 'Open sidebar' })).toBeInTheDocument();
    act(() => setMediaEnv({ width: 900 }));
    expect(await screen.findByRole('button', { name: 'Close sidebar' })).toBeInTheDocument();
  });

  it('shows navigation links only for built screens', async () => {
    renderRoute('/nowhere');
    await screen.findByRole('complementary', { name: 'Sidebar' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(Array.from(nav.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      '/recipes',
      '/marketplace',
      '/documentation',
      '/messages',
    ]);
  });
});

describe('visibleNavItems', () => {
  it('keeps only items whose route is built', () => {
    const items = [
      ...NAV_ITEMS,
      { path: '/marketplace', labelKey: 'nav.marketplace' as const, icon: Store, order: 2 },
    ];
    const screens = { '/recipes': SCREENS['/recipes']! };
    expect(visibleNavItems(items, screens).map((i) => i.path)).toEqual(['/recipes']);
    expect(visibleNavItems().map((i) => i.path)).toEqual([
      '/recipes',
      '/marketplace',
      '/documentation',
      '/messages',
    ]);
  });

  it('keeps admin-only items for admins alone', () => {
    expect(visibleNavItems(undefined, undefined, { isAdmin: true }).map((i) => i.path)).toEqual([
      '/recipes',
      '/marketplace',
      '/documentation',
      '/messages',
      '/admin',
    ]);
  });
});
