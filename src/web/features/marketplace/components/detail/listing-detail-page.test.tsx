import type { ListingDetailView } from '@shared/contracts/marketplace-detail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const RECIPE = `# Recipe Title: Weekly Review Ritual

## Goal
Close every week calmly.

## Principles
- Capture before you judge

## Operations
- Collect notes

## Steps
1. Empty every inbox.
2. Choose three outcomes.
`;

const detail = (overrides: Partial<ListingDetailView> = {}): ListingDetailView => ({
  id: 'l1',
  title: 'Weekly Review Ritual',
  description: 'Close every week with a calm, complete review.',
  priceCents: 499,
  category: 'general',
  tags: ['productivity', 'planning'],
  imageUrl: null,
  creatorId: 'c1',
  creatorName: 'Ada Creator',
  ratingAverage: 4.5,
  ratingCount: 12,
  purchaseCount: 40,
  publishedAt: '2026-01-01T00:00:00.000Z',
  status: 'published',
  version: 1,
  access: 'none',
  preview: '# Recipe Title: Weekly Review Ritual\n\n## Goal\nClose every week calmly.',
  outline: [
    { section: 'Goal', count: 1 },
    { section: 'Principles', count: 1 },
    { section: 'Steps', count: 2 },
  ],
  ...overrides,
});

const emptyPage = { items: [], nextCursor: null };

function serve(listing: ListingDetailView | (() => Response), user = makeUser({ id: 'u1' })) {
  return installFakeApi({
    user,
    routes: {
      'GET /api/marketplace/listings/l1': () =>
        typeof listing === 'function' ? listing() : json(200, listing),
      'GET /api/marketplace/listings/l1/reviews': () =>
        json(200, {
          ...emptyPage,
          verification: {
            storedAverage: 0,
            storedCount: 0,
            computedAverage: 0,
            computedCount: 0,
            matches: true,
          },
          canReview: false,
          hasReviewed: false,
        }),
      'GET /api/marketplace/listings/l1/comments': () => json(200, emptyPage),
      'GET /api/marketplace/listings/l1/samples': () => json(200, { items: [] }),
    },
  });
}

describe('the recipe detail page', { timeout: 40_000 }, () => {
  it('shows a visitor the header, price box, preview under a lock and the outline, never the content', async () => {
    serve(detail());
    renderRoute('/marketplace/recipe/l1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly Review Ritual' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'by Ada Creator' })).toHaveAttribute(
      'href',
      '/marketplace/creator/c1',
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 ratings')).toBeInTheDocument();
    expect(screen.getByText('40 purchases')).toBeInTheDocument();
    expect(screen.getByText('Close every week with a calm, complete review.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$4.99');
    expect(screen.getByText('One-time purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');

    expect(screen.getByTestId('listing-access-status')).toHaveTextContent(
      'Preview mode - purchase to unlock full content',
    );
    expect(screen.getByText('Full Recipe Locked')).toBeInTheDocument();
    expect(screen.getByTestId('listing-preview')).toHaveTextContent('Close every week calmly.');
    const outline = screen.getByRole('region', { name: "What's inside" });
    expect(
      within(outline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Goal1 item', 'Principles1 item', 'Steps2 items']);
    expect(screen.queryByTestId('recipe-presenter')).toBeNull();
    // No content: nothing to copy.
    expect(screen.queryByRole('button', { name: 'Copy content' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('gives an owner the full recipe in section cards, the first two open, and a copy button', async () => {
    serve(detail({ access: 'owner', content: RECIPE }));
    const u = userEvent.setup();
    renderRoute('/marketplace/recipe/l1');
    expect(await screen.findByTestId('recipe-presenter', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('listing-access-status')).toHaveTextContent('Full content unlocked');
    expect(screen.queryByText('Full Recipe Locked')).toBeNull();
    const toggles = screen
      .getAllByTestId('recipe-section')
      .map((s) => within(s).getByRole('button').getAttribute('aria-expanded'));
    expect(toggles).toEqual(['true', 'true', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Downloaded' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Copy content' }));
    expect(await navigator.clipboard.readText()).toBe(RECIPE);
    expect(await screen.findByText('Recipe copied to clipboard')).toBeInTheDocument();
  });

  it('hides the copy button when the listing has an image, and shows the image', async () => {
    serve(detail({ access: 'owner', content: RECIPE, imageUrl: '/api/marketplace/listings/l1/image?v=1' }));
    renderRoute('/marketplace/recipe/l1');
    expect(await screen.findByRole('img', { name: 'Image for Weekly Review Ritual' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy content' })).toBeNull();
  });

  it('shows a free listing as Free with Instant download', async () => {
    serve(detail({ priceCents: 0 }));
    renderRoute('/marketplace/recipe/l1');
    expect(await screen.findByTestId('listing-price')).toHaveTextContent('Free');
    expect(screen.getByText('Instant download')).toBeInTheDocument();
    expect(screen.getByText('Get this free recipe to read every section.')).toBeInTheDocument();
  });

  it('tells an owner what changed and marks it read', async () => {
    const api = serve(
      detail({
        access: 'owner',
        content: RECIPE,
        version: 3,
        changes: {
          fromVersion: 1,
          toVersion: 3,
          titleChanged: false,
          sections: [
            { section: 'Steps', change: 'changed' },
            { section: 'Notes', change: 'added' },
          ],
        },
      }),
    );
    api.on('POST /api/marketplace/listings/l1/seen', () => json(200, { seenVersion: 3 }));
    const u = userEvent.setup();
    renderRoute('/marketplace/recipe/l1');
    const notice = await screen.findByTestId('listing-changes');
    expect(notice).toHaveTextContent('This recipe was updated');
    expect(notice).toHaveTextContent('Version 1 is now version 3.');
    expect(notice).toHaveTextContent('Changed: Steps');
    expect(notice).toHaveTextContent('Added: Notes');
    await u.click(within(notice).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByTestId('listing-changes')).toBeNull());
    expect(api.callsTo('POST /api/marketplace/listings/l1/seen')).toHaveLength(1);
  });

  it('keeps the notice and says so when marking it read fails', async () => {
    const api = serve(
      detail({
        access: 'owner',
        content: RECIPE,
        version: 2,
        changes: { fromVersion: 1, toVersion: 2, titleChanged: true, sections: [] },
      }),
    );
    api.on('POST /api/marketplace/listings/l1/seen', () =>
      apiError(500, 'INTERNAL', 'Something went wrong.'),
    );
    const u = userEvent.setup();
    renderRoute('/marketplace/recipe/l1');
    const notice = await screen.findByTestId('listing-changes');
    expect(notice).toHaveTextContent('The title changed.');
    await u.click(within(notice).getByRole('button', { name: 'Mark as read' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'Could not mark the update as read. Please try again.',
    );
  });

  it('shows the creator the status and validation reasons of a pending listing', async () => {
    serve(
      detail({
        access: 'creator',
        content: RECIPE,
        status: 'pending',
        validationReasons: [{ key: 'marketplace.listingNotFound' }],
      }),
      makeUser({ id: 'c1' }),
    );
    renderRoute('/marketplace/recipe/l1');
    const panel = await screen.findByTestId('creator-status');
    expect(panel).toHaveTextContent('Your listing');
    expect(panel).toHaveTextContent('Pending');
    expect(panel).toHaveTextContent('Validation kept this listing pending:');
    expect(await within(panel).findByText('Recipe not found')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open Recipe Manager' })).toHaveAttribute(
      'href',
      '/settings?tab=recipe-manager',
    );
    expect(screen.getByTestId('recipe-presenter')).toBeInTheDocument();
  });

  it('shows no status panel to anyone but the creator', async () => {
    serve(detail({ access: 'owner', content: RECIPE }));
    renderRoute('/marketplace/recipe/l1');
    await screen.findByTestId('recipe-presenter');
    expect(screen.queryByTestId('creator-status')).toBeNull();
  });

  it('says Loading recipe details... while it loads', async () => {
    let release: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((r) => (release = r)) as unknown as Response);
    renderRoute('/marketplace/recipe/l1');
    expect(await screen.findByText('Loading recipe details...', {}, { timeout: 8000 })).toBeInTheDocument();
    release(json(200, detail()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly Review Ritual' }),
    ).toBeInTheDocument();
  });

  it("shows 'Recipe not found' with Back to Marketplace for a listing it may not see", async () => {
    serve(() => keyedApiError(404, 'marketplace.listingNotFound'));
    renderRoute('/marketplace/recipe/l1');
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  it('says the data failed to load when the server fails', async () => {
    serve(() => apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderRoute('/marketplace/recipe/l1');
    expect(
      await screen.findByText('Failed to load recipe data. Please try again later.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
