import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { folderList, makeFolder, makeRecipe } from '../../test/recipe-fixtures';

const user = makeUser();

// The page's route chunk (with the presenter) is compiled on first use: once here, not inside the
// first test's wait for the page.
beforeAll(() => import('./recipe-detail-page'), 60_000);

/** A server with one recipe whose PATCH succeeds until `failNext` is set. */
function serve(overrides: Parameters<typeof makeRecipe>[0] = {}) {
  let recipe = makeRecipe({ id: 'r1', title: 'Quick sort', tags: ['sorting'], ...overrides });
  const state = { failNext: false };
  const api = installFakeApi({
    user,
    routes: {
      'GET /api/recipes/r1': () => json(200, recipe),
      'GET /api/folders': () => json(200, folderList([makeFolder({ id: 'f1', name: 'Algorithms' })], 1)),
      'PATCH /api/recipes/r1': (body) => {
        if (state.failNext) {
          state.failNext = false;
          return apiError(500, 'INTERNAL', 'Something went wrong.');
        }
        recipe = { ...recipe, ...(body as object) };
        return json(200, recipe);
      },
      'DELETE /api/recipes/r1': () => new Response(null, { status: 204 }),
      'GET /api/recipes': () => json(200, { items: [], nextCursor: null, total: 0 }),
    },
  });
  return { api, state };
}

describe('Recipe detail', { timeout: 20_000 }, () => {
  it('shows the recipe: title, description, content in the presenter, tags and Back', async () => {
    serve({
      description: 'Sorts in place.',
      content: '# Recipe Title: Quick sort\n## Steps\n1. Pick a pivot\n2. Partition',
    });
    renderRoute('/recipes/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick sort' })).toBeInTheDocument();
    expect(screen.getByText('Sorts in place.')).toBeInTheDocument();
    // The presenter, not plain Markdown: the title in upper case, a Steps section with its items.
    const presenter = await screen.findByTestId('recipe-presenter');
    expect(within(presenter).getByTestId('recipe-title')).toHaveTextContent('QUICK SORT');
    const steps = within(presenter).getByTestId('recipe-section');
    expect(steps).toHaveAttribute('data-type', 'steps');
    expect(within(steps).getByText('Pick a pivot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('sorting');
    // The recipe card beside it: its figures, no rating for a saved recipe, and the JPEG export.
    const card = screen.getByTestId('recipe-analysis-card');
    expect(card).toHaveTextContent('1 min read');
    expect(card).toHaveTextContent('Not rated');
    expect(screen.getByRole('button', { name: 'Export JPEG' })).toBeEnabled();
  });

  it('shows content that is no recipe as text, raw HTML included, never a blank page', async () => {
    serve({ content: 'Just a note <script>alert(1)</script> to self.' });
    renderRoute('/recipes/r1');
    const presenter = await screen.findByTestId('recipe-presenter');
    expect(presenter).toHaveTextContent('Just a note <script>alert(1)</script> to self.');
    expect(document.querySelector('script')).toBeNull();
  });

  it("loads the reader's ticks for this recipe, saves a new tick, and pins it", async () => {
    const { api } = serve({ content: '# Recipe Title: Quick sort\n## Steps\n1. Pick a pivot\n2. Partition' });
    const state = '/api/reading-states/recipe/r1';
    let saved = { completed: ['0:0'], pinned: false, updatedAt: '2026-11-29T07:00:00.000Z' };
    api.on(`GET ${state}`, () => json(200, saved));
    api.on(`PUT ${state}`, (body) => {
      saved = { ...saved, ...(body as object) };
      return json(200, saved);
    });
    const u = userEvent.setup();
    renderRoute('/recipes/r1');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pick a pivot' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Partition' })).not.toBeChecked();

    await u.click(screen.getByRole('checkbox', { name: 'Partition' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${state}`).map((c) => c.body)).toEqual([{ completed: ['0:0', '0:1'] }]),
    );
    expect(screen.getByRole('checkbox', { name: 'Partition' })).toBeChecked();

    const pin = screen.getByRole('button', { name: 'Pin recipe' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await u.click(pin);
    await waitFor(() => expect(api.callsTo(`PUT ${state}`).at(-1)?.body).toEqual({ pinned: true }));
    expect(pin).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a tag at once and rolls back with a toast when the save fails', async () => {
    const { api, state } = serve();
    const u = userEvent.setup();
    renderRoute('/recipes/r1');
    const input = await screen.findByRole('textbox', { name: 'New tag' });
    // Empty input is ignored: no request.
    await u.type(input, '   {Enter}');
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(0);

    await u.type(input, ' divide {Enter}');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({ tags: ['sorting', 'divide'] }),
    );
    expect(await within(screen.getByRole('list', { name: 'Tags' })).findByText('divide')).toBeInTheDocument();

    state.failNext = true;
    await u.type(input, 'broken');
    await u.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Failed to add tag...')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Tags' })).queryByText('broken'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('divide');
  });

  it('removes a tag at once and puts it back when the save fails', async () => {
    const { api, state } = serve({ tags: ['sorting', 'fast'] });
    const u = userEvent.setup();
    renderRoute('/recipes/r1');
    state.failNext = true;
    await u.click(await screen.findByRole('button', { name: 'Remove tag fast' }));
    expect(await screen.findByText('Failed to remove tag...')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({ tags: ['sorting'] });
    expect(await screen.findByRole('button', { name: 'Remove tag fast' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove tag fast' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove tag fast' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(2);
  });

  it('moves the recipe with the folder picker', async () => {
    const { api } = serve();
    const u = userEvent.setup();
    renderRoute('/recipes/r1');
    const picker = await screen.findByRole('combobox', { name: 'Folder' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Algorithms' })).toBeInTheDocument(),
    );
    await u.selectOptions(picker, 'f1');
    await waitFor(() => expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({ folderId: 'f1' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveValue('f1'));
  });

  it("edits in place and shows 'Failed to save changes. Please try again.' on failure", async () => {
    const { api, state } = serve();
    const u = userEvent.setup();
    renderRoute('/recipes/r1');
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await u.clear(title);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(0);

    await u.type(title, 'Merge sort');
    state.failNext = true;
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merge sort' })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the gallery', async () => {
    const { api } = serve();
    const u = userEvent.setup();
    const { router } = renderRoute('/recipes/r1');
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this recipe?');
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(api.callsTo('DELETE /api/recipes/r1')).toHaveLength(1);
    expect(await screen.findByText('Recipe deleted successfully!')).toBeInTheDocument();
  });

  it("shows 'Error Loading Recipe' with 'Recipe not found' for a 404, and Back to Gallery", async () => {
    installFakeApi({
      user,
      routes: { 'GET /api/recipes/nope': () => keyedApiError(404, 'recipe.notFound') },
    });
    renderRoute('/recipes/nope');
    expect(await screen.findByRole('heading', { name: 'Error Loading Recipe' })).toBeInTheDocument();
    expect(screen.getByText('Recipe not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/recipes');
  });

  it("says 'Failed to load recipe' for other failures", async () => {
    installFakeApi({
      user,
      routes: { 'GET /api/recipes/r1': () => apiError(500, 'INTERNAL', 'Something went wrong.') },
    });
    renderRoute('/recipes/r1');
    expect(await screen.findByRole('heading', { name: 'Error Loading Recipe' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load recipe')).toBeInTheDocument();
  });
});
