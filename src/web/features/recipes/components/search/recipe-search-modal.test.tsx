import type { RecipeSearchResult, RecipeSummary } from '@shared/contracts/recipes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { addRecent, RECENT_SEARCHES_KEY } from '../../hooks/use-recent-searches';
import { splitMatches } from './highlight-match';

function summary(id: string, title: string, tags: string[] = []): RecipeSummary {
  return {
    id,
    title,
    description: `About ${title}`,
    cardDescription: `About ${title}`,
    tags,
    folderId: null,
    imageUrl: null,
    type: null,
    isPrivate: false,
    tagsStatus: 'done',
    imageStatus: 'done',
    pinned: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const RESULTS: RecipeSearchResult[] = [
  {
    id: 'r1',
    title: 'Graph walk',
    description: 'Walk a graph',
    type: 'recipe',
    matchedText: 'Graph walk',
    recipe: summary('r1', 'Graph walk'),
  },
  {
    id: 'r2',
    title: 'Shortest paths',
    description: 'Dijkstra',
    type: 'tag',
    matchedText: 'graphs',
    recipe: summary('r2', 'Shortest paths', ['graphs']),
  },
  {
    id: 'r3',
    title: 'Route planner',
    description: 'Plans routes',
    type: 'content',
    matchedText: '…build the GRAPH of stops, then run a search over…',
    recipe: summary('r3', 'Route planner'),
  },
];

function setup(results: RecipeSearchResult[] = RESULTS, path = '/nowhere') {
  const queries: string[] = [];
  const api = installFakeApi({
    user: makeUser(),
    routes: {
      'GET /api/recipes/search': (_body, url) => {
        const q = url.searchParams.get('q') ?? '';
        queries.push(q);
        return json(200, { results: q === 'zzz' ? [] : results });
      },
    },
  });
  const user = userEvent.setup();
  const rendered = renderRoute(path);
  return { api, queries, user, ...rendered };
}

async function openWithShortcut() {
  // The layout (and its key listener) is lazy: wait for the signed-in frame first.
  await screen.findByRole('button', { name: /Account menu/ });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Search recipes' });
}

describe('recipe search modal', () => {
  it('opens on Ctrl+K, debounces the request and lists results in server order with badges', async () => {
    const { queries, user } = setup();
    const input = await openWithShortcut();
    expect(input).toHaveAttribute('placeholder', 'Search recipes, tags, or content...');
    expect(screen.getByText('Search your recipes')).toBeInTheDocument();
    expect(screen.getByTestId('search-hints')).toHaveTextContent('navigate');

    await user.type(input, 'graph');
    const options = await screen.findAllByRole('option');
    // One request for the settled text, none for the keystrokes on the way.
    expect(queries).toEqual(['graph']);
    expect(options.map((o) => o.getAttribute('data-type'))).toEqual(['recipe', 'tag', 'content']);
    expect(options.map((o) => within(o).getByTestId('result-type').textContent)).toEqual([
      'Recipe',
      'Tag',
      'Content',
    ]);
    // The match is highlighted case-insensitively inside the excerpt.
    const marks = within(options[2]!).getAllByText((_, el) => el?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(['GRAPH']);
    expect(within(options[0]!).getByText('Graph', { selector: 'mark' })).toBeInTheDocument();
  });

  it('moves the active result with the arrow keys and opens it with Enter, remembering the search', async () => {
    const { user, router } = setup();
    const input = await openWithShortcut();
    await user.type(input, 'graph');
    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/r3'));
    expect(screen.queryByTestId('recipe-search')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['graph']);
  });

  it("says 'No recipes found' when nothing matches, and Escape closes", async () => {
    const { user } = setup();
    const input = await openWithShortcut();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('recipe-search')).not.toBeInTheDocument());
  });

  it('shows recent searches, picks one, and clears them', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['sort', 'graph']));
    const { user, queries } = setup();
    const input = await openWithShortcut();
    const recent = screen.getByTestId('recent-searches');
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['sort', 'graph']);
    await user.click(within(recent).getByRole('button', { name: 'graph' }));
    expect(input).toHaveValue('graph');
    await screen.findAllByRole('option');
    expect(queries).toEqual(['graph']);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('recent-searches')).not.toBeInTheDocument();
    expect(screen.getByText('Search your recipes')).toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('opens on Ctrl+K on a public page too, which has no sidebar', async () => {
    setup(RESULTS, '/pricing');
    // The public header's Dashboard link shows once the session is known.
    await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search recipes' })).toBeInTheDocument();
  });

  it("opens from the sidebar's Search recipes button, which shows the shortcut", async () => {
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Search recipes' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button).toHaveTextContent(/Ctrl K|⌘K/);
    await user.click(button);
    expect(await screen.findByRole('combobox', { name: 'Search recipes' })).toBeInTheDocument();
  });

  it('does not open when signed out', async () => {
    renderRoute('/nowhere');
    await screen.findByRole('link', { name: 'Sign In / Sign Up' });
    expect(screen.queryByRole('button', { name: 'Search recipes' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 50));
    // The sidebar's language select is a combobox too; the search's is its text input.
    expect(screen.queryAllByRole('combobox').filter((box) => box.tagName === 'INPUT')).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps the 5 most recent, newest first, without duplicates', () => {
    let list: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecent(list, q);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(addRecent(list, ' C ')).toEqual(['C', 'f', 'e', 'd', 'b']);
    expect(addRecent(list, '   ')).toEqual(list);
  });
});

describe('splitMatches', () => {
  it('marks the whole query, else each of its words, ignoring case', () => {
    expect(splitMatches('Build a Graph fast', 'graph')).toEqual([
      { text: 'Build a ', match: false },
      { text: 'Graph', match: true },
      { text: ' fast', match: false },
    ]);
    expect(
      splitMatches('fast graph walk', 'walk fast')
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['fast', 'walk']);
    expect(splitMatches('a (b) c', '(b)')[1]).toEqual({ text: '(b)', match: true });
  });
});
