import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { MemoryRouter } from 'react-router';
import { folderList, makeFolder, makeRecipe } from '../../test/recipe-fixtures';
import { RecipeCard } from './recipe-card';

const recipe = makeRecipe({ id: 'r1', title: 'Sorting', folderId: null });

const renderCard = (card = recipe, view: 'grid' | 'list' = 'grid') => {
  const u = userEvent.setup();
  render(
    <TestProviders>
      <MemoryRouter>
        <RecipeCard recipe={card} view={view} />
      </MemoryRouter>
    </TestProviders>,
  );
  return u;
};

describe('Recipe card pin', () => {
  it("shows 'Pinned' on a pinned recipe, in the grid and the list", () => {
    installFakeApi({ routes: {} });
    renderCard(makeRecipe({ id: 'p1', title: 'Pinned one', pinned: true }), 'grid');
    renderCard(makeRecipe({ id: 'p2', title: 'Pinned two', pinned: true }), 'list');
    const chips = screen.getAllByTestId('pinned-chip');
    expect(chips).toHaveLength(2);
    for (const chip of chips) expect(chip).toHaveTextContent(/^Pinned$/);
  });

  it('shows no chip on a recipe that is not pinned', () => {
    installFakeApi({ routes: {} });
    renderCard(makeRecipe({ id: 'u1', title: 'Loose', pinned: false }));
    expect(screen.getByRole('link', { name: 'Loose' })).toBeInTheDocument();
    expect(screen.queryByTestId('pinned-chip')).not.toBeInTheDocument();
    expect(screen.queryByText('Pinned')).not.toBeInTheDocument();
  });
});

const openMenuItem = async (u: ReturnType<typeof userEvent.setup>, name: string) => {
  await u.click(screen.getByRole('button', { name: 'Actions for Sorting' }));
  await u.click(await screen.findByRole('menuitem', { name }));
};

describe('Recipe card menu', { timeout: 15_000 }, () => {
  it('moves the recipe to a folder, and says so when that fails', async () => {
    let fail = false;
    const api = installFakeApi({
      routes: {
        'GET /api/folders': () => json(200, folderList([makeFolder({ id: 'f9', name: 'Work' })], 1)),
        'PATCH /api/recipes/r1': (body) =>
          fail
            ? apiError(500, 'INTERNAL', 'Something went wrong.')
            : json(200, makeRecipe({ ...recipe, ...(body as object) })),
      },
    });
    const u = renderCard();
    await openMenuItem(u, 'Move to folder');
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    const select = within(dialog).getByLabelText('Folder');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Work' })).toBeInTheDocument());
    await u.selectOptions(select, 'f9');
    await u.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({ folderId: 'f9' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fail = true;
    await openMenuItem(u, 'Move to folder');
    const again = await screen.findByRole('dialog', { name: 'Move to folder' });
    await u.selectOptions(within(again).getByLabelText('Folder'), 'f9');
    await u.click(within(again).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Failed to move recipe to folder. Please try again.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const api = installFakeApi({
      routes: { 'DELETE /api/recipes/r1': () => new Response(null, { status: 204 }) },
    });
    const u = renderCard();
    await openMenuItem(u, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete recipe' });
    expect(within(dialog).getByText('Are you sure you want to delete this recipe?')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/recipes/r1')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/recipes/r1')).toHaveLength(1);
  });
});
