import type { ListingDetailView } from '@shared/contracts/marketplace-detail';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { ListingContent } from './listing-content';

const RECIPE =
  '# Recipe Title: Weekly Review Ritual\n## Goal\nClose every week calmly.\n## Steps\n1. Empty every inbox.\n2. Choose three outcomes.';
const STATE = '/api/reading-states/listing/l1';

const listing = (overrides: Partial<ListingDetailView> = {}): ListingDetailView => ({
  id: 'l1',
  title: 'Weekly Review Ritual',
  description: 'Close every week with a calm, complete review.',
  priceCents: 499,
  category: 'general',
  tags: [],
  imageUrl: null,
  creatorId: 'c1',
  creatorName: 'Ada Creator',
  ratingAverage: 0,
  ratingCount: 0,
  purchaseCount: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  status: 'published',
  version: 1,
  access: 'owner',
  preview: RECIPE.slice(0, 60),
  outline: [],
  ...overrides,
});

describe('ListingContent', { timeout: 20_000 }, () => {
  it("keeps an owner's ticks on the listing, with no pin (pins are the gallery's)", async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [`GET ${STATE}`]: () => json(200, { completed: ['1:1'], pinned: false, updatedAt: null }),
        [`PUT ${STATE}`]: (body) =>
          json(200, { completed: [], pinned: false, updatedAt: null, ...(body as object) }),
      },
    });
    render(
      <TestProviders>
        <ListingContent listing={listing({ content: RECIPE })} />
      </TestProviders>,
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Choose three outcomes.' })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Empty every inbox.' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${STATE}`).map((c) => c.body)).toEqual([{ completed: ['1:1', '1:0'] }]),
    );
    expect(screen.queryByRole('button', { name: 'Pin recipe' })).toBeNull();
  });

  it('asks nothing about ticks for a visitor who sees the preview', async () => {
    const api = installFakeApi({ user: makeUser() });
    render(
      <TestProviders>
        <ListingContent listing={listing({ access: 'none' })} />
      </TestProviders>,
    );
    expect(screen.queryByTestId('recipe-presenter')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.filter((c) => c.path.startsWith('/api/reading-states'))).toEqual([]);
  });
});
