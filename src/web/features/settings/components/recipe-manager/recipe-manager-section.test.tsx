import type { MyListing } from '@shared/contracts/marketplace-publish';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { RecipeManagerSection } from './recipe-manager-section';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const URL = '/api/marketplace/my-listings';

function listing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    id: 'l1',
    title: 'Weekly Review Ritual',
    description: 'Close every week calmly.',
    goal: 'Close every week with a calm, complete review.',
    content: '# Weekly Review Ritual\n\n## Goal\nClose every week with a calm, complete review.',
    tags: ['planning'],
    category: 'general',
    priceCents: 499,
    status: 'published',
    validationStatus: 'valid',
    validationReasons: [],
    purchaseCount: 3,
    version: 1,
    recipeId: 'r1',
    imageUrl: null,
    publishedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A server that keeps the listings and applies the manager's operations like the real one. */
function managerServer(initial: MyListing[]) {
  let items = [...initial];
  const find = (url: URL) => url.pathname.split('/')[4] ?? '';
  const replace = (id: string, change: Partial<MyListing>) => {
    items = items.map((l) => (l.id === id ? { ...l, ...change } : l));
    return json(
      200,
      items.find((l) => l.id === id),
    );
  };
  const api = installFakeApi({ user: makeUser(), routes: { [`GET ${URL}`]: () => json(200, { items }) } });
  for (const l of initial) {
    api.on(`POST /api/marketplace/listings/${l.id}/publish`, (_b, url) =>
      replace(find(url), { status: 'pending', validationStatus: 'unchecked', version: l.version + 1 }),
    );
    api.on(`POST /api/marketplace/listings/${l.id}/unpublish`, (_b, url) =>
      replace(find(url), { status: 'draft' }),
    );
    api.on(`PATCH /api/marketplace/listings/${l.id}`, (body, url) =>
      replace(find(url), body as Partial<MyListing>),
    );
    api.on(`DELETE /api/marketplace/listings/${l.id}`, (_b, url) => {
      items = items.filter((x) => x.id !== find(url));
      return json(204, null);
    });
  }
  return { api, set: (next: MyListing[]) => (items = next) };
}

function renderSection() {
  render(
    <TestProviders>
      <MemoryRouter>
        <RecipeManagerSection />
      </MemoryRouter>
    </TestProviders>,
  );
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

// Typing into fields with user-event is slow on a busy machine: a generous bound per test.
describe('Recipe Manager section', { timeout: 20_000 }, () => {
  it('shows the loading state, then each listing with goal, price, status and purchases', async () => {
    managerServer([
      listing(),
      listing({ id: 'l2', title: 'Free Plan', priceCents: 0, status: 'draft', goal: null, purchaseCount: 1 }),
    ]);
    renderSection();
    expect(screen.getByText('Loading recipes...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Published Recipes Management' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Weekly Review Ritual' });
    expect(within(first).getByText('Close every week with a calm, complete review.')).toBeInTheDocument();
    expect(within(first).getByText('$4.99')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('3 purchases')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Unpublish Weekly Review Ritual' })).toBeInTheDocument();
    const second = item('Free Plan');
    expect(within(second).getByText('No goal specified.')).toBeInTheDocument();
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).getByText('1 purchase')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Publish Free Plan' })).toBeInTheDocument();
    expect(screen.getByText('Found 2 of 2 recipes')).toBeInTheDocument();
  });

  it('searches title, description, content and tags; says when nothing matches', async () => {
    managerServer([
      listing(),
      listing({
        id: 'l2',
        title: 'Bug Triage',
        description: 'Sort issues',
        content: 'Steps: label',
        tags: ['support'],
      }),
    ]);
    const user = userEvent.setup();
    renderSection();
    const search = await screen.findByPlaceholderText('Search recipes...');
    await user.type(search, 'SUPPORT');
    await waitFor(() => expect(screen.getByText('Found 1 of 2 recipes')).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Bug Triage' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Weekly Review Ritual' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'calm, complete');
    await waitFor(() => expect(screen.getByText('Found 1 of 2 recipes')).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Weekly Review Ritual' })).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(await screen.findByText('No recipes found matching your search criteria.')).toBeInTheDocument();
  });

  it('the empty state links to the publish page', async () => {
    managerServer([]);
    renderSection();
    expect(
      await screen.findByText('No published recipes yet. Create one in the marketplace!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish a recipe' })).toHaveAttribute(
      'href',
      '/marketplace/publish',
    );
  });

  it('a failed load says so, in a toast and in place, and Try Again loads again', async () => {
    const { api } = managerServer([]);
    api.on(`GET ${URL}`, () => apiError(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findAllByText('Failed to load published recipes')).not.toHaveLength(0);
    api.on(`GET ${URL}`, () => json(200, { items: [listing()] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Weekly Review Ritual' })).toBeInTheDocument();
  });

  it('a pending listing shows the server’s reasons worded from the errors catalogue', async () => {
    managerServer([
      listing({
        status: 'pending',
        validationStatus: 'invalid',
        validationReasons: [
          { key: 'listing.reason.noSteps' },
          { key: 'listing.reason.titleTooLong', params: { max: 200 } },
        ],
      }),
      listing({ id: 'l2', title: 'Checking One', status: 'pending', validationStatus: 'unchecked' }),
    ]);
    renderSection();
    const pending = await screen.findByRole('listitem', { name: 'Weekly Review Ritual' });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Needs changes before it can go live:')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(pending).getByText('The recipe needs a Steps section with at least one step.'),
      ).toBeInTheDocument(),
    );
    expect(within(pending).getByText('The title is longer than 200 characters.')).toBeInTheDocument();
    expect(within(item('Checking One')).getByText(/Being checked/)).toBeInTheDocument();
  });

  it('Unpublish makes it a draft; Publish sends it for checking', async () => {
    const { api } = managerServer([listing()]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Weekly Review Ritual' }));
    expect(await within(item('Weekly Review Ritual')).findByText('Draft')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings/l1/unpublish')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Publish Weekly Review Ritual' }));
    expect(await within(item('Weekly Review Ritual')).findByText('Pending')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings/l1/publish')).toHaveLength(1);
  });

  it('a failed toggle: "Failed to update recipe"', async () => {
    const { api } = managerServer([listing()]);
    api.on('POST /api/marketplace/listings/l1/unpublish', () =>
      keyedApiError(404, 'marketplace.listingNotFound'),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Weekly Review Ritual' }));
    expect(await screen.findByText('Failed to update recipe')).toBeInTheDocument();
    expect(within(item('Weekly Review Ritual')).getByText('Published')).toBeInTheDocument();
  });

  it('Edit: Save only once something changed, both fields required, only the change is sent', async () => {
    const { api } = managerServer([listing()]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly Review Ritual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    expect(save).toBeEnabled();
    await user.click(save);
    expect(within(dialog).getByText('Title and content are required')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/marketplace/listings/l1')).toHaveLength(0);
    await user.type(title, 'Sunday Review');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/marketplace/listings/l1').map((c) => c.body)).toEqual([
      { title: 'Sunday Review' },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Sunday Review' })).toBeInTheDocument();
  });

  it('a failed edit: "Failed to update recipe", the modal stays open', async () => {
    const { api } = managerServer([listing()]);
    api.on('PATCH /api/marketplace/listings/l1', () => apiError(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly Review Ritual' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Description'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update recipe')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Delete asks first; confirmed, it is gone with "Recipe deleted successfully!"', async () => {
    const { api } = managerServer([listing(), listing({ id: 'l2', title: 'Keep Me' })]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly Review Ritual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/marketplace/listings/l1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Weekly Review Ritual' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Weekly Review Ritual' })).toBeNull());
    expect(screen.getByText('Found 1 of 1 recipes')).toBeInTheDocument();
  });

  it('a failed delete: "Failed to delete recipe", the listing stays', async () => {
    const { api } = managerServer([listing()]);
    api.on('DELETE /api/marketplace/listings/l1', () => apiError(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly Review Ritual' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete recipe')).toBeInTheDocument();
    // The confirmation stays open for another try; closed, the listing is still there.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(item('Weekly Review Ritual')).toBeInTheDocument();
  });

  it('refreshes live when the server says a listing changed (listing.updated)', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      constructor() {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = managerServer([listing({ status: 'pending', validationStatus: 'unchecked' })]);
    renderSection();
    expect(
      await within(await screen.findByRole('listitem', { name: 'Weekly Review Ritual' })).findByText(
        'Pending',
      ),
    );
    server.set([listing({ status: 'published' })]);
    const type = 'listing.updated';
    await waitFor(() => expect(sources.at(-1)?.listeners.get(type)).toBeDefined());
    act(() =>
      sources.at(-1)?.listeners.get(type)?.(
        new MessageEvent(type, { data: JSON.stringify({ type, listingId: 'l1' }) }),
      ),
    );
    expect(await within(item('Weekly Review Ritual')).findByText('Published')).toBeInTheDocument();
  });
});
