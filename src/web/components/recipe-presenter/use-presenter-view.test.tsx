import { DEFAULT_USER_PREFERENCES } from '@shared/contracts/preferences';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser } from '../../test/fake-api';
import { RECIPE, renderInApp } from './presenter-test-utils';
import { RecipePresenter } from './recipe-presenter';
import { PRESENTER_VIEW_STORAGE_KEY, readStoredView } from './use-presenter-view';

const presenter = () => screen.getByTestId('recipe-presenter');
async function pick(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Style and display mode' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name }));
}

afterEach(() => vi.restoreAllMocks());

describe('the remembered view', { timeout: 20_000 }, () => {
  it('keeps a signed-out reader’s choice on this device (rf-presenter-view)', async () => {
    const { unmount } = renderInApp(<RecipePresenter content={RECIPE} streaming={false} />);
    await pick('Terminal');
    await pick('Story');
    expect(JSON.parse(window.localStorage.getItem(PRESENTER_VIEW_STORAGE_KEY)!)).toEqual({
      style: 'terminal',
      mode: 'story',
    });
    unmount();
    renderInApp(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(presenter()).toHaveAttribute('data-style', 'terminal');
    expect(presenter()).toHaveAttribute('data-mode', 'story');
  });

  it('reads anything unreadable in storage as the defaults', () => {
    window.localStorage.setItem(PRESENTER_VIEW_STORAGE_KEY, '{"style":"neon","mode":42}');
    expect(readStoredView()).toEqual({ style: 'card', mode: 'cards' });
    window.localStorage.setItem(PRESENTER_VIEW_STORAGE_KEY, 'not json');
    expect(readStoredView()).toEqual({ style: 'card', mode: 'cards' });
  });

  it('uses the device for a user whose e-mail is not verified, without asking for preferences', async () => {
    const { api } = renderInApp(<RecipePresenter content={RECIPE} streaming={false} />, {
      user: makeUser({ emailVerified: false }),
    });
    await pick('Minimal');
    expect(readStoredView().style).toBe('minimal');
    expect(api.callsTo('GET /api/preferences')).toHaveLength(0);
    expect(api.callsTo('PATCH /api/preferences')).toHaveLength(0);
  });

  it("shows a verified user's saved choice and saves a new one with PATCH /api/preferences", async () => {
    const { api } = renderInApp(<RecipePresenter content={RECIPE} streaming={false} />, {
      user: makeUser(),
      routes: {
        'GET /api/preferences': () =>
          json(200, { ...DEFAULT_USER_PREFERENCES, presenterStyle: 'typewriter', presenterMode: 'flow' }),
        'PATCH /api/preferences': (body) =>
          json(200, {
            ...DEFAULT_USER_PREFERENCES,
            presenterStyle: 'typewriter',
            presenterMode: 'flow',
            ...(body as object),
          }),
      },
    });
    await waitFor(() => expect(presenter()).toHaveAttribute('data-style', 'typewriter'));
    expect(presenter()).toHaveAttribute('data-mode', 'flow');
    await pick('Masonry');
    expect(presenter()).toHaveAttribute('data-mode', 'masonry');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/preferences').map((c) => c.body)).toEqual([
        { presenterMode: 'masonry' },
      ]),
    );
    expect(api.callsTo('GET /api/preferences')).toHaveLength(1);
  });

  it('puts the saved choice back and says why when the server refuses it', async () => {
    const error = vi.spyOn(toast, 'error');
    renderInApp(<RecipePresenter content={RECIPE} streaming={false} />, {
      user: makeUser(),
      routes: {
        'GET /api/preferences': () => json(200, DEFAULT_USER_PREFERENCES),
        'PATCH /api/preferences': () =>
          apiError(503, 'UNAVAILABLE', 'Preferences are being updated. Try again shortly.'),
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Style and display mode' })).toBeEnabled());
    await waitFor(() => expect(presenter()).toHaveAttribute('data-style', 'card'));
    await pick('Terminal');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Preferences are being updated. Try again shortly.'),
    );
    expect(presenter()).toHaveAttribute('data-style', 'card');
  });

  it('lets a fixed style win over the remembered one', () => {
    window.localStorage.setItem(PRESENTER_VIEW_STORAGE_KEY, '{"style":"terminal","mode":"story"}');
    render(<RecipePresenter content={RECIPE} streaming={false} style="minimal" />);
    expect(presenter()).toHaveAttribute('data-style', 'minimal');
    expect(presenter()).toHaveAttribute('data-mode', 'story');
  });
});
