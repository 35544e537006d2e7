import type { PurchaseRecord } from '@shared/contracts/marketplace-purchase';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const record = (overrides: Partial<PurchaseRecord>): PurchaseRecord => ({
  id: 'p1',
  recipeId: 'l1',
  recipeName: 'Weekly Review Ritual',
  amount: 499,
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'completed',
  thumbnail: null,
  creatorName: 'Creator One',
  ...overrides,
});

const emptyFolders = { folders: [], totalCount: 0 };
const recipesPage = { items: [], nextCursor: null, total: 0 };

// The gallery is a lazily loaded screen inside the app layout: slow on a busy machine.
describe("the gallery's Purchased chip", { timeout: 60_000 }, () => {
  it('lists the owned listings as cards that open their marketplace page', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/folders': () => json(200, emptyFolders),
        'GET /api/recipes': () => json(200, recipesPage),
        'GET /api/marketplace/purchases': () =>
          json(200, {
            items: [
              record({}),
              record({
                id: 'p2',
                recipeId: 'l2',
                recipeName: 'Free Focus Plan',
                amount: 0,
                creatorName: 'Two',
              }),
            ],
            nextCursor: null,
          }),
      },
    });
    const { router } = renderRoute('/recipes');
    const chip = await screen.findByRole('button', { name: 'Purchased' }, { timeout: 30_000 });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?view=purchased'));
    const list = await screen.findByRole('list', { name: 'Purchased recipes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/marketplace/recipe/l1',
      '/marketplace/recipe/l2',
    ]);
    expect(within(links[0]!).getByText('$4.99')).toBeInTheDocument();
    expect(within(links[0]!).getByText('by Creator One')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchased' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /api/marketplace/purchases')).toHaveLength(1);
  });

  it('says where purchases will appear when there are none', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/folders': () => json(200, emptyFolders),
        'GET /api/recipes': () => json(200, recipesPage),
        'GET /api/marketplace/purchases': () => json(200, { items: [], nextCursor: null }),
      },
    });
    renderRoute('/recipes?view=purchased');
    expect(
      await screen.findByText(
        'Recipes you buy or download from the marketplace appear here.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
