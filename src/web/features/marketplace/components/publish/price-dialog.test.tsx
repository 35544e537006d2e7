import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PublishPriceDialog, type PublishSource } from '../../publish-price-dialog';
import { makeMyListing, NO_ACCOUNT, ONBOARDING_INCOMPLETE, READY_ACCOUNT } from '../../test/publish-fixtures';

const LISTINGS = 'POST /api/marketplace/listings';
const STATUS = 'GET /api/payments/account-status';

function Opener({ source, title }: { source: PublishSource; title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PublishPriceDialog source={source} recipeTitle={title} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The dialog on a gallery page, with the two pages it may lead to. */
async function openDialog(source: PublishSource = { recipeId: 'r1' }, title?: string) {
  const router = createMemoryRouter(
    [
      { path: '/recipes', element: <Opener source={source} title={title} /> },
      { path: '/marketplace', element: <h1>Marketplace page</h1> },
      { path: '/creator/onboarding', element: <h1>Onboarding page</h1> },
    ],
    { initialEntries: ['/recipes'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish to the marketplace' });
  return { router, user, dialog };
}

const priceInput = () => screen.findByRole('spinbutton', { name: 'Price (USD)' });

describe('the publish price dialog', { timeout: 20_000 }, () => {
  it('starts at 5 with the presets 0, 2.99, 4.99 and 9.99, the paid ones requiring Stripe', async () => {
    installFakeApi({ user: makeUser() });
    const { user, dialog } = await openDialog({ recipeId: 'r1' }, 'Quick sort');
    expect(within(dialog).getByText(/Choose what buyers pay for “Quick sort”/)).toBeInTheDocument();
    const input = await priceInput();
    expect(input).toHaveValue(5);
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByRole('button', { name: 'Publish for $5.00' })).toBeInTheDocument();

    const presets = within(dialog).getAllByTestId('price-preset');
    expect(presets.map((p) => p.textContent)).toEqual([
      'Free',
      '$2.99Requires Stripe',
      '$4.99Requires Stripe',
      '$9.99Requires Stripe',
    ]);
    expect(presets.every((p) => p.getAttribute('aria-pressed') === 'false')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '$4.99, requires Stripe' }));
    expect(input).toHaveValue(4.99);
    expect(presets[2]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Publish for $4.99' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Free' }));
    expect(input).toHaveValue(0);
    expect(within(dialog).getByRole('button', { name: 'Publish for free' })).toBeInTheDocument();
  });

  it('reads a price that is not a number as 0 and publishes it free, without a payment check', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { [LISTINGS]: () => json(201, makeMyListing({ priceCents: 0 })) },
    });
    const { user, router } = await openDialog();
    const input = await priceInput();
    await user.clear(input);
    await user.type(input, 'abc');
    await user.tab();
    expect(input).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Publish for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(api.callsTo(LISTINGS).map((c) => c.body)).toEqual([{ recipeId: 'r1', priceCents: 0 }]);
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });

  it('publishes a paid price once the payment account is ready: cents, a success message, /marketplace', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [STATUS]: () => json(200, READY_ACCOUNT),
        [LISTINGS]: () => json(201, makeMyListing()),
      },
    });
    const { user, router } = await openDialog({ messageId: 'm-42' });
    const input = await priceInput();
    await user.clear(input);
    // Enter in the price submits.
    await user.type(input, '2.99{Enter}');
    expect(
      await screen.findByText('Recipe sent to the marketplace. It goes live once it passes the checks.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(api.callsTo(STATUS)).toHaveLength(1);
    expect(api.callsTo(LISTINGS).map((c) => c.body)).toEqual([{ messageId: 'm-42', priceCents: 299 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['no payment account', NO_ACCOUNT],
    ['onboarding not complete', ONBOARDING_INCOMPLETE],
  ])('with %s, a paid price shows the info message and goes to /creator/onboarding', async (_, status) => {
    const api = installFakeApi({ user: makeUser(), routes: { [STATUS]: () => json(200, status) } });
    const { user, router } = await openDialog();
    await user.click(await screen.findByRole('button', { name: 'Publish for $5.00' }));
    expect(
      await screen.findByText(
        'To sell recipes for a price, first set up your payment account. Free recipes can be published right away.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/onboarding'));
    expect(api.callsTo(LISTINGS)).toHaveLength(0);
  });

  it('leads to onboarding too when the server refuses a paid price for want of a payment account', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        [STATUS]: () => apiError(500, 'INTERNAL', 'Something went wrong.'),
        [LISTINGS]: () => keyedApiError(403, 'listing.paymentAccountRequired'),
      },
    });
    const { user, router } = await openDialog();
    // A failed status check leaves the decision to the server.
    await user.click(screen.getByRole('button', { name: 'Publish for $5.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/onboarding'));
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    installFakeApi({
      user: makeUser(),
      routes: { [LISTINGS]: () => keyedApiError(404, 'recipe.notFound') },
    });
    const { user, dialog, router } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish for free' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Recipe not found');
    expect(router.state.location.pathname).toBe('/recipes');
  });

  it("says 'Failed to publish recipe. Please try again.' when the server fails", async () => {
    installFakeApi({
      user: makeUser(),
      routes: { [LISTINGS]: () => apiError(500, 'INTERNAL', 'Something went wrong.') },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish for free' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to publish recipe. Please try again.',
    );
    // The button is there to try again.
    expect(within(dialog).getByRole('button', { name: 'Publish for free' })).toBeEnabled();
  });

  it.each([
    ['0.5', 'A paid price must be at least $0.99'],
    ['1000', 'Price must be at most $999.99'],
    ['1.234', 'Price must be a whole number of cents'],
    ['-2', 'Price cannot be negative'],
  ])('refuses %s with the price rules before asking the server', async (typed, message) => {
    const api = installFakeApi({ user: makeUser() });
    const { user } = await openDialog();
    const input = await priceInput();
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: /^Publish/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(api.callsTo(LISTINGS)).toHaveLength(0);
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });

  it("asks a signed-out visitor to sign in: 'Please sign in to share recipes.'", async () => {
    const api = installFakeApi();
    const prompted = vi.fn();
    window.addEventListener(AUTH_PROMPT_EVENT, prompted);
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('Please sign in to share recipes.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(prompted).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_PROMPT_EVENT, prompted);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(LISTINGS)).toHaveLength(0);
  });

  it('closes on Escape and starts at 5 again when reopened', async () => {
    installFakeApi({ user: makeUser() });
    const { user } = await openDialog();
    const input = await priceInput();
    await user.clear(input);
    await user.type(input, '7');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await priceInput()).toHaveValue(5);
  });
});
