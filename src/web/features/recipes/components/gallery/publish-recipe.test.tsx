import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { folderList, makeRecipe, page } from '../../test/recipe-fixtures';

const LISTINGS = 'POST /api/marketplace/listings';
const recipe = makeRecipe({ id: 'r1', title: 'Quick sort', folderId: null });
const listing = { id: 'l1', status: 'pending', priceCents: 0, title: 'Quick sort' };

/** The gallery's two ways into the marketplace's price dialog: a card's menu and the detail page. */
describe('Publish from the gallery', { timeout: 30_000 }, () => {
  it("opens the price dialog from a card's menu and publishes the recipe by its id", async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/folders': () => json(200, folderList([], 1)),
        'GET /api/recipes': () => json(200, page([recipe])),
        [LISTINGS]: () => json(201, listing),
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes');
    // The first screen of a file loads lazily: slow on a busy machine.
    await u.click(await screen.findByRole('button', { name: 'Actions for Quick sort' }, { timeout: 15_000 }));
    await u.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the marketplace' });
    expect(dialog).toHaveTextContent('Choose what buyers pay for “Quick sort”.');
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (USD)' });
    expect(price).toHaveValue(5);
    await u.clear(price);
    await u.type(price, '0{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(api.callsTo(LISTINGS).map((c) => c.body)).toEqual([{ recipeId: 'r1', priceCents: 0 }]);
  });

  it('opens it from the recipe page; a paid price without a payment account leads to onboarding', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/recipes/r1': () => json(200, recipe),
        'GET /api/folders': () => json(200, folderList([], 1)),
        'GET /api/payments/account-status': () =>
          json(200, { hasAccount: false, onboardingCompleted: false, payoutEnabled: false }),
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes/r1');
    await u.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the marketplace' });
    await u.click(within(dialog).getByRole('button', { name: '$9.99, requires Stripe' }));
    await u.click(within(dialog).getByRole('button', { name: 'Publish for $9.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/onboarding'));
    expect(api.callsTo(LISTINGS)).toHaveLength(0);
  });
});
