import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, keyedApiError } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { listingPage, makeCreator, makeListing } from '../../test/browse-fixtures';

const WAIT = { timeout: 20_000 };

describe('Creator profile page', { timeout: 40_000 }, () => {
  it('shows the profile, its stats, details and recipes', async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/c1': () => json(200, makeCreator()),
        'GET /api/marketplace/creators/c1/listings': () =>
          json(200, listingPage([makeListing({ id: 'r1', title: 'Weekly Review Ritual' })])),
      },
    });
    renderRoute('/marketplace/creator/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Marsh' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Verified Creator')).toBeInTheDocument();
    expect(screen.getByText('Prompt engineer')).toBeInTheDocument();
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText(/^Joined /)).toBeInTheDocument();
    expect(screen.getByText('I write recipes for teams.')).toBeInTheDocument();
    // The initial stands in for a photo.
    expect(screen.getByText('C')).toBeInTheDocument();

    const stats = screen.getAllByRole('term').map((term) => term.textContent);
    expect(stats).toEqual(['Recipes', 'Sales', 'Rating', 'Reviews']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '1,234', '4.3', '3']);

    expect(screen.getByText('Evaluation')).toBeInTheDocument();
    // Only the links set, with safe addresses: the javascript: one is dropped.
    const connect = screen.getByRole('heading', { name: 'Connect' }).parentElement!;
    expect(
      within(connect)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://cleo.example/', 'https://github.com/cleo', 'https://www.tiktok.com/@cleo']);
    expect(screen.getByText('Accepting Commissions')).toBeInTheDocument();
    expect(screen.getByText('Starting at $75.00')).toBeInTheDocument();
    expect(screen.getByText('Open for Collaborations')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Weekly Review Ritual' }, WAIT)).toHaveAttribute(
      'href',
      '/marketplace/recipe/r1',
    );
    // A visitor's Message button leads to sign-in (platform.md §2 Creator profile).
    expect(await screen.findByRole('link', { name: 'Message' }, WAIT)).toHaveAttribute('href', '/auth');
  });

  it("says 'No recipes yet' and leaves out empty sections", async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/c1': () =>
          json(
            200,
            makeCreator({
              isVerified: false,
              photoURL: '/api/profile-photos/c1/1.webp',
              specialties: [],
              website: '',
              github: '',
              twitter: '',
              tiktok: '',
              acceptCommissions: false,
              availableForCollabs: false,
              stats: { totalRecipes: 0, totalSales: 0, averageRating: 0, totalReviews: 0 },
            }),
          ),
        'GET /api/marketplace/creators/c1/listings': () => json(200, listingPage([])),
      },
    });
    renderRoute('/marketplace/creator/c1');
    expect(await screen.findByText('No recipes yet', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Verified Creator')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/api/profile-photos/c1/1.webp"]')).not.toBeNull();
  });

  it('shows a private profile as private', async () => {
    installFakeApi({
      routes: { 'GET /api/marketplace/creators/c1': () => keyedApiError(403, 'creator.private') },
    });
    renderRoute('/marketplace/creator/c1');
    expect(
      await screen.findByText('This creator has chosen to keep their profile private.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it("shows 'Profile Unavailable' for a creator without a profile", async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/zz': () => keyedApiError(404, 'creator.notFound', { id: 'zz' }),
      },
    });
    renderRoute('/marketplace/creator/zz');
    expect(await screen.findByRole('heading', { name: 'Profile Unavailable' }, WAIT)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Creator profile not found. The creator with ID zz may not have set up their profile yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('says when the profile failed to load, and tries again', async () => {
    let fail = true;
    installFakeApi({
      routes: {
        'GET /api/marketplace/creators/c1': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, makeCreator()),
        'GET /api/marketplace/creators/c1/listings': () => json(200, listingPage([])),
      },
    });
    const u = userEvent.setup();
    renderRoute('/marketplace/creator/c1');
    expect(
      await screen.findByText('Failed to load creator profile. Please try again later.', {}, WAIT),
    ).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Marsh' }, WAIT)).toBeInTheDocument();
  });
});
