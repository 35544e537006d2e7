import type { Recipe, RecipeSummary } from '@shared/contracts/recipes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, installFakeApi, json, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { splitTags } from './generate-recipe-form';

function recipe(id: string, title: string, overrides: Partial<Recipe> = {}): Recipe {
  return {
    id,
    title,
    description: `Goal of ${title}`,
    cardDescription: `Goal of ${title}`,
    tags: ['sorting'],
    folderId: null,
    imageUrl: null,
    type: 'algorithm',
    isPrivate: true,
    tagsStatus: 'done',
    imageStatus: 'done',
    pinned: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    content: `# Recipe Title: ${title}\n## Goal\nGoal of ${title}`,
    prompt: null,
    metadata: {},
    originalMessageId: null,
    chatId: null,
    ...overrides,
  };
}

const summary = ({ content, prompt, metadata, originalMessageId, chatId, ...rest }: Recipe): RecipeSummary =>
  rest;

function setup(routes: NonNullable<Parameters<typeof installFakeApi>[0]>['routes'] = {}) {
  const stored = [recipe('r1', 'Merge sort')];
  const api: FakeApi = installFakeApi({
    user: makeUser({ displayName: 'Ada Lovelace' }),
    routes: {
      'GET /api/usage': () => json(200, { plan: 'free', used: 1, limit: 3 }),
      'GET /api/recipes': () =>
        json(200, { items: stored.map(summary), nextCursor: null, total: stored.length }),
      'GET /api/recipes/r1': () => json(200, stored[0]),
      ...routes,
    },
  });
  const user = userEvent.setup();
  const rendered = renderRoute('/recipe-manager');
  return { api, user, stored, ...rendered };
}

// jsdom has no ResizeObserver; Radix's Switch measures its hidden form input with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

// Whole-page tests through the lazy router: give a busy machine room.
describe('Recipe Manager page', { timeout: 20_000 }, () => {
  it('shows the profile, the list and the selected recipe', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Recipe Manager', level: 1 })).toBeInTheDocument();
    const profile = await screen.findByTestId('profile-card');
    expect(within(profile).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(await within(profile).findByText('Generations Used 1/3')).toBeInTheDocument();
    expect(within(profile).getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('Select a recipe to see its details.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Merge sort/ }));
    const panel = screen.getByTestId('manager-detail');
    expect(await within(panel).findByRole('heading', { name: 'Merge sort' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open in gallery' })).toHaveAttribute(
      'href',
      '/recipes/r1',
    );
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(panel).getByText('sorting')).toBeInTheDocument();
  });

  it('edits the selected recipe in the modal and shows the saved text in the list and the panel', async () => {
    const { user, api, stored, router } = setup({
      'PATCH /api/recipes/r1': (body) => {
        stored[0] = { ...(stored[0] as Recipe), ...(body as Partial<Recipe>) };
        return json(200, stored[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: /Merge sort/ }));
    const panel = screen.getByTestId('manager-detail');
    await user.click(await within(panel).findByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Merge sort, stable');
    await user.click(save);

    expect(await screen.findByText('Recipe updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/recipes/r1').map((c) => c.body)).toEqual([
      { title: 'Merge sort, stable', description: 'Goal of Merge sort', content: stored[0]?.content },
    ]);
    // Saved in place: still on the manager, the panel and the list show the new title.
    expect(router.state.location.pathname).toBe('/recipe-manager');
    expect(await within(panel).findByRole('heading', { name: 'Merge sort, stable' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('manager-recipes')).getAllByRole('button')[0]).toHaveTextContent(
        'Merge sort, stable',
      ),
    );
  });

  it('requires a prompt: submit disabled and the spec message once the field is left empty', async () => {
    const { user, api } = setup();
    const prompt = await screen.findByLabelText('Prompt');
    const submit = screen.getByRole('button', { name: 'Generate recipe' });
    expect(submit).toBeDisabled();
    await user.type(prompt, '   ');
    await user.tab();
    expect(screen.getByText('Please enter a recipe prompt')).toBeInTheDocument();
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    expect(api.callsTo('POST /api/recipes/generate')).toHaveLength(0);
  });

  it('generates with the chosen options, then shows the new recipe selected', async () => {
    const made = recipe('r2', 'Binary search', { tags: ['search', 'arrays'], isPrivate: false });
    const { user, api, stored } = setup({
      'POST /api/recipes/generate': () => {
        stored.unshift(made);
        return json(201, made);
      },
      'GET /api/recipes/r2': () => json(200, made),
    });
    await user.type(await screen.findByLabelText('Prompt'), 'Find an item in a sorted array');
    await user.selectOptions(screen.getByLabelText('Type'), 'pattern');
    await user.selectOptions(screen.getByLabelText('Complexity'), 'advanced');
    await user.type(screen.getByLabelText('Tags'), 'search, arrays ,, search');
    const privateSwitch = screen.getByRole('switch', { name: /Private/ });
    expect(privateSwitch).toBeChecked();
    await user.click(privateSwitch);
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));

    const panel = screen.getByTestId('manager-detail');
    expect(await within(panel).findByRole('heading', { name: 'Binary search' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/recipes/generate').map((c) => c.body)).toEqual([
      {
        prompt: 'Find an item in a sorted array',
        type: 'pattern',
        complexity: 'advanced',
        tags: ['search', 'arrays', 'search'],
        isPrivate: false,
      },
    ]);
    expect(await screen.findByText('Recipe generated and saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('manager-recipes')).getAllByRole('button')[0]).toHaveTextContent(
        'Binary search',
      ),
    );
    expect(screen.getByLabelText('Prompt')).toHaveValue('');
  });

  it("shows the server's message when generation is refused, else 'Failed to generate recipe'", async () => {
    let answer = () => apiError(403, 'LIMIT_REACHED', 'You have used all 3 free generations this month.');
    const { user } = setup({ 'POST /api/recipes/generate': () => answer() });
    await user.type(await screen.findByLabelText('Prompt'), 'Plan a trip');
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(await screen.findByText('You have used all 3 free generations this month.')).toBeInTheDocument();

    answer = () => new Response('boom', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(await screen.findByText('Failed to generate recipe')).toBeInTheDocument();
  });

  it("shows 'Error Loading Recipes' with Retry, which loads them again", async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/recipes': () =>
        fail
          ? apiError(500, 'INTERNAL', 'Something went wrong.')
          : json(200, { items: [summary(recipe('r1', 'Merge sort'))], nextCursor: null, total: 1 }),
    });
    expect(await screen.findByText('Error Loading Recipes')).toBeInTheDocument();
    expect(screen.getByText('Failed to load recipes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Merge sort/ })).toBeInTheDocument();
  });

  it("shows 'Profile Error' with Retry when the profile cannot be loaded", async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/usage': () =>
        fail
          ? apiError(500, 'INTERNAL', 'Something went wrong.')
          : json(200, { plan: 'standard', used: 4, limit: null }),
    });
    expect(await screen.findByText('Profile Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initialize user profile')).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByTestId('profile-card')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Unlimited generations')).toBeInTheDocument();
    expect(screen.getByText('Standard Plan')).toBeInTheDocument();
  });

  it('deletes the selected recipe after the confirmation', async () => {
    const { user, api, stored, router } = setup({
      'DELETE /api/recipes/r1': () => {
        stored.splice(0, 1);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: /Merge sort/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this recipe?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/recipes/r1')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Select a recipe to see its details.')).toBeInTheDocument();
  });
});

describe('splitTags', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitTags(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitTags('')).toEqual([]);
  });
});
