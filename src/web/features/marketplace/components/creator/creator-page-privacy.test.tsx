import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { listingPage, makeCreator } from '../../test/browse-fixtures';

const WAIT = { timeout: 20_000 };

/** The public page shows what the server sends: the privacy settings decide there. */
describe('Creator profile page and the creator’s privacy', { timeout: 40_000 }, () => {
  it('shows the banner, the earnings and recent activity when sent, and no Sales tile when left out', async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/c1': () =>
          json(
            200,
            makeCreator({
              bannerURL: '/api/creators/c1/images/banner-abc12345.webp',
              stats: { totalRecipes: 3, averageRating: 4.5, totalReviews: 2 },
              earnings: { totalCents: 123_400, currency: 'USD' },
              recentActivity: [
                { listingId: 'r9', title: 'Weekly Review Ritual', publishedAt: '2026-02-01T10:00:00.000Z' },
              ],
            }),
          ),
        'GET /api/marketplace/creators/c1/listings': () => json(200, listingPage([])),
      },
    });
    renderRoute('/marketplace/creator/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Marsh' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cleo Marsh’s banner' })).toHaveAttribute(
      'src',
      '/api/creators/c1/images/banner-abc12345.webp',
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Recipes',
      'Rating',
      'Reviews',
      'Earnings',
    ]);
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('$1,234.00');
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Published Weekly Review Ritual' })).toHaveAttribute(
      'href',
      '/marketplace/recipe/r9',
    );
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('leaves out Earnings and Recent Activity when the server does not send them', async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/c1': () => json(200, makeCreator()),
        'GET /api/marketplace/creators/c1/listings': () => json(200, listingPage([])),
      },
    });
    renderRoute('/marketplace/creator/c1');
    await screen.findByRole('heading', { level: 1, name: 'Cleo Marsh' }, WAIT);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Recipes',
      'Sales',
      'Rating',
      'Reviews',
    ]);
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /banner/ })).not.toBeInTheDocument();
  });

  it('tells the creator their own page is private, with a link to edit the profile', async () => {
    installFakeApi({
      user: makeUser({ id: 'c1' }),
      routes: {
        'GET /api/marketplace/creators/c1': () =>
          json(200, makeCreator({ isOwn: true, hiddenFromVisitors: true })),
        'GET /api/marketplace/creators/c1/listings': () => json(200, listingPage([])),
      },
    });
    renderRoute('/marketplace/creator/c1');
    expect(
      await screen.findByText(/Your profile is private: only you can see this page/, {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/settings?tab=creator-profile',
    );
  });
});
