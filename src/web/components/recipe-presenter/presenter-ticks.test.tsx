import type { ReadingState } from '@shared/contracts/presenter';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, keyedApiError, makeUser } from '../../test/fake-api';
import { RECIPE, renderInApp } from './presenter-test-utils';
import { RecipePresenter } from './recipe-presenter';

const box = (item: string) => screen.getByRole('checkbox', { name: item });
const stats = () => screen.getByTestId('recipe-stats').textContent;
const STATE = '/api/reading-states/message/m1';
const saved = (over: Partial<ReadingState> = {}): ReadingState => ({
  completed: [],
  pinned: false,
  updatedAt: null,
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('ticking items', { timeout: 20_000 }, () => {
  it('strikes a ticked item through and counts it in the stats (no app around: kept in the component)', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(stats()).toBe('0 of 8 completed · 0% · 4 sections');
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await userEvent.click(box('Chop'));
    expect(box('Chop')).toBeChecked();
    expect(screen.getByText('Chop').closest('[data-ticked]')).toHaveClass('line-through');
    expect(stats()).toBe('1 of 8 completed · 12% · 4 sections');
    await userEvent.click(box('Cook once, eat well all week.'));
    expect(stats()).toBe('2 of 8 completed · 25% · 4 sections');
    await userEvent.click(box('Chop'));
    expect(box('Chop')).not.toBeChecked();
    expect(screen.getByText('Chop').closest('[data-ticked]')).not.toHaveClass('line-through');
    expect(stats()).toBe('1 of 8 completed · 12% · 4 sections');
  });

  it("loads a signed-in reader's ticks and saves new ones with one PUT after a pause", async () => {
    const { api } = renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'message', id: 'm1' }} />,
      {
        user: makeUser(),
        routes: {
          [`GET ${STATE}`]: () => json(200, saved({ completed: ['1:0', '9:9'] })),
          [`PUT ${STATE}`]: (body) =>
            json(200, saved({ ...(body as object), updatedAt: '2026-11-29T07:00:00.000Z' })),
        },
      },
    );
    // Unticked and waiting while the state loads, then the saved tick; a tick of an item the
    // recipe no longer has ('9:9') is not counted.
    await waitFor(() => expect(box('Plan before shopping')).toBeChecked());
    expect(box('Chop')).toBeEnabled();
    expect(stats()).toBe('1 of 8 completed · 12% · 4 sections');
    // Two quick ticks (back to back, well within the 300 ms pause).
    fireEvent.click(box('Chop'));
    fireEvent.click(box('Roast'));
    expect(stats()).toBe('3 of 8 completed · 37% · 4 sections');
    await waitFor(() => expect(api.callsTo(`PUT ${STATE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${STATE}`)[0]!.body).toEqual({ completed: ['1:0', '9:9', '2:0', '2:1'] });
    expect(box('Roast')).toBeChecked();
    // No pin outside saved recipes.
    expect(screen.queryByRole('button', { name: 'Pin recipe' })).toBeNull();
  });

  it("puts the tick back and shows the server's reason when the save is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'message', id: 'm1' }} />,
      {
        user: makeUser(),
        routes: {
          [`GET ${STATE}`]: () => json(200, saved()),
          [`PUT ${STATE}`]: () => keyedApiError(400, 'reading.pinRecipesOnly'),
        },
      },
    );
    await waitFor(() => expect(box('Chop')).toBeEnabled());
    await userEvent.click(box('Chop'));
    expect(box('Chop')).toBeChecked();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Only saved recipes can be pinned. Save this recipe to your gallery to pin it.',
      ),
    );
    await waitFor(() => expect(box('Chop')).not.toBeChecked());
  });

  it('keeps ticks in the component for a reader with no reading state (404), without an error', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'message', id: 'm1' }} />,
      { user: makeUser() },
    );
    await waitFor(() => expect(api.callsTo(`GET ${STATE}`)).toHaveLength(1));
    await waitFor(() => expect(box('Chop')).toBeEnabled());
    await userEvent.click(box('Chop'));
    expect(box('Chop')).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo(`PUT ${STATE}`)).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks nothing of the server for a signed-out reader', async () => {
    const { api } = renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'message', id: 'm1' }} />,
    );
    await userEvent.click(box('Chop'));
    expect(box('Chop')).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls.filter((c) => c.path.startsWith('/api/reading-states'))).toHaveLength(0);
  });
});

describe('the pin', { timeout: 20_000 }, () => {
  const RECIPE_STATE = '/api/reading-states/recipe/r1';

  it('pins a saved recipe with a PUT, pressed, vibrating 50 ms, and refreshes the gallery lists', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { api, queryClient } = renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'recipe', id: 'r1' }} />,
      {
        user: makeUser(),
        routes: {
          [`GET ${RECIPE_STATE}`]: () => json(200, saved()),
          [`PUT ${RECIPE_STATE}`]: (body) => json(200, saved(body as object)),
        },
      },
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const pin = screen.getByRole('button', { name: 'Pin recipe' });
    await waitFor(() => expect(api.callsTo(`GET ${RECIPE_STATE}`)).toHaveLength(1));
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(vibrate).toHaveBeenCalledWith(50);
    await waitFor(() =>
      expect(api.callsTo(`PUT ${RECIPE_STATE}`).map((c) => c.body)).toEqual([{ pinned: true }]),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recipes', 'list'] }));
    expect(pin).toHaveAttribute('aria-pressed', 'true');
  });

  it('unpresses the pin again when the server refuses it', async () => {
    const error = vi.spyOn(toast, 'error');
    renderInApp(
      <RecipePresenter content={RECIPE} streaming={false} subject={{ kind: 'recipe', id: 'r1' }} />,
      {
        user: makeUser(),
        routes: {
          [`GET ${RECIPE_STATE}`]: () => json(200, saved()),
          [`PUT ${RECIPE_STATE}`]: () => keyedApiError(400, 'reading.pinRecipesOnly'),
        },
      },
    );
    const pin = screen.getByRole('button', { name: 'Pin recipe' });
    await userEvent.click(pin);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(pin).toHaveAttribute('aria-pressed', 'false');
  });
});
