import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { folderList, makeRecipe, page } from '../../test/recipe-fixtures';

function serve(fail = false) {
  const recipe = makeRecipe({ id: 'r1', title: 'Heap sort', description: 'Sorts.', tags: ['heap'] });
  return installFakeApi({
    user: makeUser(),
    routes: {
      'GET /api/recipes/r1': () => json(200, recipe),
      'PATCH /api/recipes/r1': (body) =>
        fail
          ? apiError(500, 'INTERNAL', 'Something went wrong.')
          : json(200, { ...recipe, ...(body as object) }),
      'GET /api/recipes': () => json(200, page([recipe])),
      'GET /api/folders': () => json(200, folderList([], 1)),
    },
  });
}

describe('Recipe edit page', { timeout: 20_000 }, () => {
  it('checks the title and the description length before saving', async () => {
    const api = serve();
    const u = userEvent.setup();
    renderRoute('/recipes/edit/r1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Heap sort');
    await u.clear(title);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    await u.click(title);
    await u.paste('x'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await u.clear(description);
    await u.click(description);
    await u.paste('y'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be 200 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Description must be 500 characters or less')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(0);
  });

  it('adds tags trimmed, drops blanks and duplicates, saves and shows the success message on the gallery', async () => {
    const api = serve();
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes/edit/r1');
    const tagInput = await screen.findByRole('textbox', { name: 'Tags' });
    await u.type(tagInput, '  trees {Enter}   ,HEAP,heap{Enter}');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['heap', 'trees']);

    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({
      title: 'Heap sort',
      description: 'Sorts.',
      content: makeRecipe().content,
      tags: ['heap', 'trees'],
    });
    expect(await screen.findByText('Recipe updated successfully!')).toBeInTheDocument();
  });

  it("keeps the form and says 'Failed to update recipe. Please try again.' when the save fails", async () => {
    serve(true);
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes/edit/r1');
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update recipe. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recipes/edit/r1');
  });

  it('goes back to the gallery on Cancel without saving', async () => {
    const api = serve();
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes/edit/r1');
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(0);
  });
});
