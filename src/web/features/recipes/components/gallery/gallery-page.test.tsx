import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { VIEW_MODE_KEY } from '../../hooks/use-view-mode';
import { folderList, makeFolder, makeRecipe, page } from '../../test/recipe-fixtures';

const user = makeUser();

// Each test renders the lazily loaded screen inside the app layout: slow on a busy machine.
describe('Recipe Gallery', { timeout: 20_000 }, () => {
  it('shows six skeleton cards while loading, then cards with the first two tags', async () => {
    let release: (() => void) | undefined;
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 1)),
        'GET /api/recipes': () =>
          new Promise((resolve) => {
            release = () =>
              resolve(
                json(
                  200,
                  page([
                    makeRecipe({
                      id: 'a',
                      title: 'Binary search',
                      cardDescription: 'Find things fast.',
                      tags: ['search', 'arrays', 'logn'],
                      tagsStatus: 'pending',
                      imageStatus: 'pending',
                    }),
                  ]),
                ),
              );
          }),
      },
    });
    renderRoute('/recipes');
    expect(await screen.findByRole('heading', { name: 'Recipe Gallery' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('recipe-skeleton')).toHaveLength(6));
    release?.();
    const card = await screen.findByTestId('recipe-card');
    expect(screen.queryByTestId('recipe-skeleton')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Binary search' })).toHaveAttribute('href', '/recipes/a');
    expect(within(card).getByText('Find things fast.')).toBeInTheDocument();
    expect(within(card).getByText('search')).toBeInTheDocument();
    expect(within(card).getByText('arrays')).toBeInTheDocument();
    expect(within(card).queryByText('logn')).not.toBeInTheDocument();
    expect(within(card).getByText('+1')).toBeInTheDocument();
    expect(within(card).getByText('Adding tags…')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Creating the cover image…' })).toBeInTheDocument();
    expect(screen.getByText('1 recipe')).toBeInTheDocument();
  });

  it("says 'No recipes yet' with a way to start a chat", async () => {
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 0)),
        'GET /api/recipes': () => json(200, page([])),
      },
    });
    renderRoute('/recipes');
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', '/chat/new');
  });

  it("searches on the server and offers 'Clear search' when nothing matches", async () => {
    const api = installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 1)),
        'GET /api/recipes': (_body, url) =>
          json(200, url.searchParams.get('q') ? page([]) : page([makeRecipe({ id: 'a', title: 'Kept' })])),
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes');
    expect(await screen.findByRole('link', { name: 'Kept' })).toBeInTheDocument();
    await u.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'zebra');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/recipes').length).toBeGreaterThan(1);
    expect(router.state.location.search).toBe('?q=zebra');
    await u.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Kept' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  });

  it('shows All Recipes and the first four folders as chips with counts, and filters by folder', async () => {
    const folders = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name, i) =>
      makeFolder({ id: `f${i}`, name, recipeCount: i + 1 }),
    );
    const seen: Array<string | null> = [];
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList(folders, 20)),
        'GET /api/recipes': (_body, url) => {
          const folderId = url.searchParams.get('folderId');
          seen.push(folderId);
          return json(200, page([makeRecipe({ id: folderId ?? 'all', title: `In ${folderId ?? 'all'}` })]));
        },
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes');
    const chips = await screen.findByRole('group', { name: 'Filter by folder' });
    await within(chips).findByRole('button', { name: 'Alpha (1)' });
    const names = within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['All Recipes20', 'Alpha1', 'Beta2', 'Gamma3', 'Delta4', 'More folders']);
    expect(within(chips).getByRole('button', { name: 'All Recipes (20)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await u.click(within(chips).getByRole('button', { name: 'Beta (2)' }));
    expect(await screen.findByRole('link', { name: 'In f1' })).toBeInTheDocument();
    expect(seen).toContain('f1');
    expect(router.state.location.search).toBe('?folder=f1');
    expect(within(chips).getByRole('button', { name: 'Beta (2)' })).toHaveAttribute('aria-pressed', 'true');

    await u.click(within(chips).getByRole('button', { name: 'More folders' }));
    await u.click(await screen.findByRole('menuitem', { name: /Epsilon/ }));
    expect(await screen.findByRole('link', { name: 'In f4' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Epsilon' })).toBeInTheDocument();
  });

  it('switches between grid and list and remembers the choice', async () => {
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 1)),
        'GET /api/recipes': () => json(200, page([makeRecipe()])),
      },
    });
    const u = userEvent.setup();
    renderRoute('/recipes');
    const grid = await screen.findByRole('button', { name: 'Grid view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await screen.findByTestId('recipe-card');
    expect(screen.getByTestId('recipe-card')).toHaveClass('flex-col');
    await u.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('recipe-card')).toHaveClass('flex-row');
    expect(window.localStorage.getItem(VIEW_MODE_KEY)).toBe('list');
  });

  it('loads the next page with the cursor', async () => {
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 2)),
        'GET /api/recipes': (_body, url) =>
          url.searchParams.get('cursor') === 'c2'
            ? json(200, page([makeRecipe({ id: 'b', title: 'Second' })], null, 2))
            : json(200, page([makeRecipe({ id: 'a', title: 'First' })], 'c2', 2)),
      },
    });
    const u = userEvent.setup();
    renderRoute('/recipes');
    await u.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the success message handed over by the edit page', async () => {
    installFakeApi({
      user,
      routes: {
        'GET /api/folders': () => json(200, folderList([], 0)),
        'GET /api/recipes': () => json(200, page([])),
      },
    });
    renderRoute({ pathname: '/recipes', state: { successMessage: 'Recipe updated successfully!' } });
    expect(await screen.findByText('Recipe updated successfully!')).toBeInTheDocument();
  });

  it('shows signed-out visitors the sign-in prompt, whose button goes to /auth and on to sign in', async () => {
    const api = installFakeApi({ user: null });
    const u = userEvent.setup();
    const { router } = renderRoute('/gallery');
    expect(await screen.findByRole('heading', { name: 'Recipe Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your recipes' })).toBeInTheDocument();
    // Past the time a sign-in guard would wait before redirecting: still the gallery.
    await new Promise((r) => setTimeout(r, 700));
    expect(router.state.location.pathname).toBe('/recipes');
    expect(api.callsTo('GET /api/recipes')).toHaveLength(0);

    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth');
    await u.click(signIn);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    // The origin travels along, so signing in comes back to the gallery.
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/recipes' } });
  });

  it('still asks signed-in users with an unverified e-mail to verify it', async () => {
    installFakeApi({ user: makeUser({ emailVerified: false }) });
    renderRoute('/recipes');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recipe Gallery' })).not.toBeInTheDocument();
  });
});
