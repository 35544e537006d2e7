import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { LISTING, makeReview, reviewsPage } from './community-fixtures';
import { ReviewsPanel } from './reviews-panel';

const REVIEWS = 'GET /api/marketplace/listings/l1/reviews';
const POST_REVIEW = 'POST /api/marketplace/listings/l1/reviews';

function renderPanel() {
  render(
    <TestProviders>
      <ReviewsPanel listing={LISTING} />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('the reviews panel', { timeout: 60_000 }, () => {
  it('lets an owner rate with the keyboard (5 by default) and comment; then the list reloads and the form goes', async () => {
    let submitted = false;
    const api = installFakeApi({
      user: makeUser({ id: 'buyer' }),
      routes: {
        [REVIEWS]: () =>
          json(
            200,
            submitted
              ? reviewsPage({
                  items: [
                    makeReview({ userId: 'buyer', userName: 'ada', rating: 4, comment: '<b>Great</b> plan' }),
                  ],
                  verification: {
                    storedAverage: 4,
                    storedCount: 1,
                    computedAverage: 4,
                    computedCount: 1,
                    matches: true,
                  },
                  hasReviewed: true,
                })
              : reviewsPage({ canReview: true }),
          ),
        [POST_REVIEW]: () => {
          submitted = true;
          return json(201, { review: makeReview(), verification: reviewsPage().verification });
        },
      },
    });
    const user = renderPanel();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();

    // Arrow keys move through the radio group.
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(within(form).getByLabelText('Your review'));
    await user.paste('<b>Great</b> plan');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(POST_REVIEW)[0]!.body).toEqual({ rating: 4, comment: '<b>Great</b> plan' });
    // HTML is text: the words with their tags, no bold element.
    expect(await screen.findByText('<b>Great</b> plan')).toBeInTheDocument();
    expect(screen.getByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getByText('Thank you for reviewing this recipe.')).toBeInTheDocument();
  });

  it('shows the rating verification, matching or not, and no form to a visitor', async () => {
    installFakeApi({
      user: null,
      routes: {
        [REVIEWS]: () =>
          json(
            200,
            reviewsPage({
              items: [makeReview({ verifiedPurchase: false })],
              verification: {
                storedAverage: 4.5,
                storedCount: 2,
                computedAverage: 4,
                computedCount: 1,
                matches: false,
              },
            }),
          ),
      },
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Rating verification' });
    expect(within(panel).getByText('Does not match')).toBeInTheDocument();
    expect(within(panel).getByText('4.50 from 2 reviews')).toBeInTheDocument();
    expect(within(panel).getByText('4.00 from 1 review')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified purchase')).not.toBeInTheDocument();
  });

  it("says 'Failed to submit review. Please try again later.', or the server's refusal, and keeps the form", async () => {
    let attempt = 0;
    installFakeApi({
      user: makeUser({ id: 'buyer' }),
      routes: {
        [REVIEWS]: () => json(200, reviewsPage({ canReview: true })),
        [POST_REVIEW]: () => {
          attempt += 1;
          return attempt === 1
            ? json(500, { code: 'INTERNAL', message: 'boom' })
            : keyedApiError(409, 'review.alreadyReviewed');
        },
      },
    });
    const user = renderPanel();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    await user.click(submit);
    expect(await screen.findByText('Failed to submit review. Please try again later.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('You have already reviewed this recipe.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('pages the reviews with more, and offers a retry when they fail to load', async () => {
    let fail = true;
    installFakeApi({
      routes: {
        [REVIEWS]: (_body, url) => {
          if (fail) return json(500, { code: 'INTERNAL', message: 'boom' });
          return url.searchParams.get('cursor') === 'next'
            ? json(200, reviewsPage({ items: [makeReview({ id: 'r2', userName: 'Second page' })] }))
            : json(200, reviewsPage({ items: [makeReview()], nextCursor: 'next' }));
        },
      },
    });
    const user = renderPanel();
    expect(await screen.findByText('Failed to load reviews', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });
});
