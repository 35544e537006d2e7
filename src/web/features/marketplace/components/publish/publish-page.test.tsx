import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  type FakeHandler,
  installFakeApi,
  json,
  keyedApiError,
  makeUser,
} from '@web/test/fake-api';
import { FakeXhr } from '@web/test/fake-xhr';
import { renderRoute, TestProviders } from '@web/test/render-route';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMyListing, NO_ACCOUNT, ONBOARDING_INCOMPLETE, READY_ACCOUNT } from '../../test/publish-fixtures';
import { PublishPage } from './publish-page';

const STATUS = 'GET /api/payments/account-status';
const DRAFTS = 'POST /api/marketplace/listings/drafts';
const IMAGES = 'POST /api/marketplace/images';

/** The page as the app serves it, to a verified user, with the payment account `status` answers. */
function openPage(routes: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({
    user: makeUser(),
    routes: { [STATUS]: () => json(200, READY_ACCOUNT), ...routes },
  });
  const u = userEvent.setup();
  const rendered = renderRoute('/marketplace/publish');
  return { api, u, ...rendered };
}

// The first screen of a file loads lazily, with the app's layout: slow on a busy machine.
const form = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Publish a recipe' }, { timeout: 15_000 });
  return screen.findByRole('button', { name: 'Save draft' }, { timeout: 10_000 });
};
const field = (name: string) => screen.getByLabelText(name, { exact: false });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/marketplace/publish: the payment account check', { timeout: 40_000 }, () => {
  it("says 'Checking account status...' first, then shows the form", async () => {
    let answer: (() => void) | undefined;
    openPage({
      [STATUS]: () => new Promise((resolve) => (answer = () => resolve(json(200, READY_ACCOUNT)))),
    });
    expect(
      await screen.findByText('Checking account status...', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    answer?.();
    await form();
    expect(screen.queryByText('Checking account status...')).not.toBeInTheDocument();
  });

  it.each([
    ['no payment account', NO_ACCOUNT],
    ['onboarding not complete', ONBOARDING_INCOMPLETE],
  ])("with %s, says 'Stripe Connect Required' with the way to onboarding", async (_, status) => {
    openPage({ [STATUS]: () => json(200, status) });
    const gate = await screen.findByTestId('stripe-required', {}, { timeout: 15_000 });
    expect(within(gate).getByRole('heading', { name: 'Stripe Connect Required' })).toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Set up payments' })).toHaveAttribute(
      'href',
      '/creator/onboarding',
    );
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => apiError(500, 'INTERNAL', 'Something went wrong.')],
    ['answers 404', () => apiError(404, 'NOT_FOUND', 'Not found')],
  ])('lets the creator publish when the check %s', async (_, answer) => {
    openPage({ [STATUS]: answer });
    expect(await form()).toBeEnabled();
  });
});

describe('/marketplace/publish: the form', { timeout: 40_000 }, () => {
  it('names each missing field under it and puts the focus on the first one', async () => {
    const { api, u } = openPage();
    const submit = await form();
    expect(field('Price (USD)')).toHaveValue(9.99);
    expect(field('Price (USD)')).toHaveAttribute('min', '0.99');
    expect(field('Price (USD)')).toHaveAttribute('step', '0.01');
    await u.click(submit);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Recipe content is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription('Title is required');

    await u.type(field('Title'), 'Weekly Meal Prep');
    await u.click(submit);
    await waitFor(() => expect(field('Recipe content')).toHaveFocus());
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();

    await u.type(field('Recipe content'), '# Weekly Meal Prep');
    await u.click(submit);
    await waitFor(() => expect(field('Category')).toHaveFocus());
    expect(api.callsTo(DRAFTS)).toHaveLength(0);
  });

  it.each(['', '0', '-5'])("refuses the price %j with 'Price must be a positive number'", async (price) => {
    const { api, u } = openPage();
    const submit = await form();
    await u.type(field('Title'), 'T');
    await u.type(field('Recipe content'), 'C');
    await u.selectOptions(field('Category'), 'general');
    await u.clear(field('Price (USD)'));
    if (price) await u.type(field('Price (USD)'), price);
    await u.click(submit);
    expect(await screen.findByText('Price must be a positive number')).toBeInTheDocument();
    await waitFor(() => expect(field('Price (USD)')).toHaveFocus());
    expect(api.callsTo(DRAFTS)).toHaveLength(0);
  });

  it('adds tags by Enter, comma, leaving the box and Add: trimmed, lowercased, once each; removes them', async () => {
    const { u } = openPage();
    await form();
    const box = screen.getByRole('textbox', { name: 'Tags' });
    const tags = () =>
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await u.type(box, '  Sorting {Enter}');
    expect(tags()).toEqual(['sorting']);
    await u.type(box, 'SORTING,');
    expect(tags()).toEqual(['sorting']);
    await u.type(box, 'Fast');
    await u.tab();
    expect(tags()).toEqual(['sorting', 'fast']);
    await u.type(box, 'Arrays');
    await u.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(tags()).toEqual(['sorting', 'fast', 'arrays']);
    expect(box).toHaveValue('');
    await u.click(screen.getByRole('button', { name: 'Remove tag fast' }));
    expect(tags()).toEqual(['sorting', 'arrays']);
    // Backspace in the empty box takes the last one away.
    await u.click(box);
    await u.keyboard('{Backspace}');
    expect(tags()).toEqual(['sorting']);
  });

  it('saves a draft with the price in cents, then opens the listing', async () => {
    const { api, u, router } = openPage({
      [DRAFTS]: () => json(201, makeMyListing({ id: 'l7', status: 'draft' })),
    });
    const submit = await form();
    await u.type(field('Title'), '  Weekly Meal Prep ');
    await u.type(field('Recipe content'), '# Weekly Meal Prep\n## Steps\n1. Shop');
    await u.type(field('Description'), 'Cook once.');
    await u.clear(field('Price (USD)'));
    await u.type(field('Price (USD)'), '4.5');
    await u.selectOptions(field('Category'), 'ai-ml');
    expect(screen.getByRole('option', { name: 'AI & ML' })).toHaveProperty('selected', true);
    await u.type(screen.getByRole('textbox', { name: 'Tags' }), 'Planning, food{Enter}');
    await u.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/recipe/l7'));
    expect(api.callsTo(DRAFTS).map((c) => c.body)).toEqual([
      {
        title: 'Weekly Meal Prep',
        content: '# Weekly Meal Prep\n## Steps\n1. Shop',
        description: 'Cook once.',
        priceCents: 450,
        category: 'ai-ml',
        tags: ['planning', 'food'],
      },
    ]);
    expect(
      await screen.findByText('Draft saved. Publish it from the Recipe Manager when it is ready.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to publish recipe. Please try again later.' when saving fails, and the server's refusal when it refuses", async () => {
    let refuse = false;
    const { u, router } = openPage({
      [DRAFTS]: () =>
        refuse
          ? keyedApiError(404, 'listing.imageNotFound')
          : apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    const submit = await form();
    await u.type(field('Title'), 'T');
    await u.type(field('Recipe content'), 'C');
    await u.selectOptions(field('Category'), 'general');
    await u.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to publish recipe. Please try again later.',
    );
    refuse = true;
    await u.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This image was not found. Please upload it again.',
      ),
    );
    expect(router.state.location.pathname).toBe('/marketplace/publish');
  });
});

describe('/marketplace/publish: the image', { timeout: 40_000 }, () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

  it('uploads the chosen image with its progress and a preview, and sends its id with the draft', async () => {
    FakeXhr.install();
    FakeXhr.hold = true;
    const { api, u } = openPage({
      [IMAGES]: () => json(201, { imageId: 'img-1' }),
      [DRAFTS]: () => json(201, makeMyListing({ id: 'l8', status: 'draft' })),
    });
    const submit = await form();
    await u.upload(field('Image'), png());
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the recipe image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    // Saving waits for the upload.
    await u.type(field('Title'), 'T');
    await u.type(field('Recipe content'), 'C');
    await u.selectOptions(field('Category'), 'general');
    await u.click(submit);
    expect(await screen.findByText('Wait for the image to finish uploading.')).toBeInTheDocument();
    expect(api.callsTo(DRAFTS)).toHaveLength(0);

    FakeXhr.release();
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(FakeXhr.sent.map((file) => file.name)).toEqual(['cover.png']);
    await u.click(submit);
    await waitFor(() => expect(api.callsTo(DRAFTS)).toHaveLength(1));
    expect(api.callsTo(DRAFTS)[0]?.body).toMatchObject({ imageId: 'img-1' });
  });

  it("shows the server's refusal of a file, and refuses one over 8 MB without sending it", async () => {
    FakeXhr.install();
    const { u } = openPage({ [IMAGES]: () => keyedApiError(415, 'listing.imageUnreadable') });
    await form();
    await u.upload(field('Image'), png());
    expect(
      await screen.findByText(
        'This file is not an image we can read. Upload a PNG, JPEG, WebP or GIF image.',
      ),
    ).toBeInTheDocument();
    expect(field('Image')).toHaveAttribute('aria-invalid', 'true');

    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await u.upload(field('Image'), huge);
    expect(await screen.findByText('This image is too large: the limit is 8 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('This image is too large: the limit is 8 MB.')).not.toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 8 MB.')).toBeInTheDocument();
  });
});

describe('/marketplace/publish signed out', () => {
  it("says 'You must be logged in to publish a recipe'", async () => {
    installFakeApi();
    render(
      <TestProviders>
        <MemoryRouter>
          <PublishPage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText('You must be logged in to publish a recipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});
