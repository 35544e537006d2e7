import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { apiError, installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { newMessage, type UiMessage } from '../lib/message-model';
import { MessageItem } from './message-item';

const RECIPE = [
  '# Recipe Title: Weekly Meal Prep',
  '## Goal',
  'Cook once, eat well all week.',
  '## Steps',
  '1. Pick recipes',
  '2. Shop',
  '3. Cook',
].join('\n');

function message(overrides: Partial<UiMessage> = {}): UiMessage {
  return { ...newMessage('assistant', RECIPE), id: 'm-42', ...overrides };
}

function renderMessage(m: UiMessage) {
  const router = createMemoryRouter(
    [{ path: '*', element: <MessageItem message={m} onRetry={() => {}} retryDisabled={false} /> }],
    { initialEntries: ['/chat/c1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('Save on a recipe reply', () => {
  it('saves the message when signed in, then shows Saved and a toast leading to the recipe', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/recipes/from-message': () => json(201, { id: 'r9', title: 'Weekly Meal Prep' }) },
    });
    const user = userEvent.setup();
    const router = renderMessage(message());
    await user.click(await screen.findByRole('button', { name: 'Save recipe to your gallery' }));
    expect(await screen.findByText('Recipe saved to your gallery')).toBeInTheDocument();
    expect(api.callsTo('POST /api/recipes/from-message').map((c) => c.body)).toEqual([{ messageId: 'm-42' }]);
    const saved = screen.getByTestId('save-recipe');
    expect(saved).toHaveTextContent('Saved');
    expect(saved).toBeDisabled();
    // A plain click: sonner captures the pointer on pointerdown, which jsdom does not implement.
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/r9'));
  });

  it("shows 'Failed to save recipe. Please try again.' and stays available when the save fails", async () => {
    installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/recipes/from-message': () => apiError(404, 'NOT_FOUND', 'Message not found') },
    });
    const user = userEvent.setup();
    renderMessage(message({ id: 'm-43' }));
    await user.click(await screen.findByRole('button', { name: 'Save recipe to your gallery' }));
    expect(await screen.findByText('Failed to save recipe. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('save-recipe')).toBeEnabled();
    expect(screen.getByTestId('save-recipe')).toHaveTextContent('Save');
  });

  it("shows the server's message when the reply is too long to keep as a recipe", async () => {
    const tooLong = 'Recipe content is too long: keep it under 200,000 characters.';
    installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/recipes/from-message': () => apiError(413, 'PAYLOAD_TOO_LARGE', tooLong) },
    });
    const user = userEvent.setup();
    renderMessage(message({ id: 'm-44' }));
    await user.click(await screen.findByRole('button', { name: 'Save recipe to your gallery' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByTestId('save-recipe')).toHaveTextContent('Save');
  });

  it('asks a signed-out visitor to sign in instead of calling the server', async () => {
    const api = installFakeApi();
    const prompted = vi.fn();
    window.addEventListener(AUTH_PROMPT_EVENT, prompted);
    const user = userEvent.setup();
    renderMessage(message({ id: 'a-local-1' }));
    // Wait for the session answer (signed out) before clicking.
    await waitFor(() => expect(api.callsTo('GET /api/session')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Save recipe to your gallery' }));
    await waitFor(() => expect(prompted).toHaveBeenCalledTimes(1));
    window.removeEventListener(AUTH_PROMPT_EVENT, prompted);
    expect(api.callsTo('POST /api/recipes/from-message')).toHaveLength(0);
  });

  it('offers no Save on a reply that is not a recipe, or one still streaming', () => {
    renderMessage(message({ content: 'Hello! How can I help you today?' }));
    expect(screen.queryByTestId('save-recipe')).not.toBeInTheDocument();
  });

  it('offers no Save while the recipe is still being written', () => {
    renderMessage(message({ status: 'streaming' }));
    expect(screen.queryByTestId('save-recipe')).not.toBeInTheDocument();
  });
});
