import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';

// The first render of a file transforms the screens and the app layout: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 20_000 };

describe('/recipe-test', () => {
  it('parses pasted output live, and shows raw HTML and script as text', async () => {
    const user = userEvent.setup();
    const { container } = renderRoute('/recipe-test');
    await screen.findByRole('heading', { level: 1, name: 'Recipe parser test' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Plain recipe' }));
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Goal', 'goal', 'high', '1'],
      ['Principles', 'principles', 'medium', '2'],
      ['Operations', 'operations', 'medium', '2'],
      ['Steps', 'steps', 'high', '3'],
    ]);
    expect(screen.getByText('Customer Interview Guide', { selector: 'span' })).toBeInTheDocument();

    // The editable presenter shows the same recipe and writes its edits back into the text.
    await user.click(screen.getByRole('tab', { name: 'Editable presenter' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /JSON/ })).toBeInTheDocument();
    expect(within(panel).getByDisplayValue('Run three interviews of twenty minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Presenter' }));

    await user.click(screen.getByRole('button', { name: 'Raw HTML and script' }));
    await waitFor(() =>
      expect(container.textContent).toContain("<script>alert('this script must not run')</script>"),
    );
    expect(container.querySelector('main script, main img, main iframe')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();

    // Prose without headings is still shown, as text: never a blank screen.
    await user.click(screen.getByRole('button', { name: 'No sections' }));
    await waitFor(() =>
      expect(screen.getByTestId('parsed-json').textContent).toContain('plain paragraph without any headings'),
    );
    expect(screen.getAllByText(/plain paragraph without any headings/).length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No sections found.')).toBeInTheDocument();
    expect(screen.getByText('No recipe content to display')).toBeInTheDocument();
  });
});

describe('/tiptap-demo', () => {
  it('loads the sample, shows and hides its JSON, formats with the toolbar, clears', async () => {
    const user = userEvent.setup();
    renderRoute('/tiptap-demo');
    await screen.findByRole('heading', { level: 1, name: 'Rich-text recipe editor' }, SLOW);
    const editor = await screen.findByRole('textbox', { name: 'Recipe editor' });
    expect(screen.getByRole('button', { name: 'Export recipe.json' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(() => expect(editor.textContent).toContain('Weekly Meal Planner'));
    expect(within(editor).getByRole('heading', { level: 2, name: 'Principles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export recipe.json' })).toBeEnabled();

    const show = screen.getByRole('button', { name: 'Show JSON' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const json = screen.getByRole('region', { name: "The editor's document as JSON" });
    expect(JSON.parse(json.textContent ?? '')).toMatchObject({ type: 'doc' });
    await user.click(screen.getByRole('button', { name: 'Hide JSON' }));
    expect(screen.queryByRole('region', { name: "The editor's document as JSON" })).not.toBeInTheDocument();

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(editor.textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Export recipe.json' })).toBeDisabled();
  });
});

describe('/rating-test', () => {
  it('shows the read-only ratings and picks one with the arrow keys', async () => {
    const user = userEvent.setup();
    renderRoute('/rating-test');
    await screen.findByRole('heading', { level: 1, name: 'Star rating test' }, SLOW);
    expect(screen.getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(screen.getByText('Rating 5.0 (the default)')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-rating')).toHaveTextContent('Chosen rating: 5.0 out of 5');
    const radios = within(screen.getByRole('group', { name: 'Your rating' })).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    await user.click(radios[2]!);
    expect(screen.getByTestId('chosen-rating')).toHaveTextContent('Chosen rating: 3.0 out of 5');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chosen-rating')).toHaveTextContent('Chosen rating: 2.0 out of 5');
  });
});

describe('/comments-test', () => {
  it('adds, replies and deletes on local state, by "You", with the 3 to 1000 character rule', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderRoute('/comments-test');
    await screen.findByRole('heading', { level: 1, name: 'Comments test' }, SLOW);
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    const post = screen.getByRole('button', { name: 'Post comment' });
    await user.type(box, 'ab');
    expect(post).toBeDisabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(950) } });
    expect(await screen.findByText('50 characters remaining')).toBeInTheDocument();
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('950/1000');
    fireEvent.change(box, { target: { value: 'A <b>first</b> comment' } });
    const before = fetchSpy.mock.calls.length;
    await user.click(post);
    expect(await screen.findByText('A <b>first</b> comment')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'A reply here');
    await user.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1)!);
    expect(await screen.findByText('A reply here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 comments on this page' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(screen.queryByText('A reply here')).not.toBeInTheDocument();
    expect(screen.getByText('No comments yet. Write the first one above.')).toBeInTheDocument();
    // Nothing went to the server.
    expect(fetchSpy.mock.calls.slice(before).filter(([url]) => String(url).includes('comment'))).toEqual([]);
  });
});

describe('/icon-test', () => {
  it('lists the icons by group and filters them by name', async () => {
    const user = userEvent.setup();
    renderRoute('/icon-test');
    await screen.findByRole('heading', { level: 1, name: 'Icon test' }, SLOW);
    expect(screen.getByRole('heading', { name: 'Recipe sections' })).toBeInTheDocument();
    expect(screen.getByText('Target')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'trash');
    expect(screen.getByText('Trash2')).toBeInTheDocument();
    expect(screen.queryByText('Target')).not.toBeInTheDocument();
    expect(screen.getByText('1 icon')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '32' }));
    expect(screen.getByRole('tab', { name: '32' })).toHaveAttribute('aria-selected', 'true');
  });
});
