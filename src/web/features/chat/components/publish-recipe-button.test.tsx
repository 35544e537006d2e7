import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessageActionsContext } from '../hooks/use-message-actions';
import { ChatController } from '../lib/chat-controller';
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

/** The reply in a chat's action row (the real controller over the fake API). */
function renderMessage(m: UiMessage) {
  const controller = new ChatController('server', 'c1', {
    onUsage: () => {},
    onChatsChanged: () => {},
    toast: () => {},
    openAuthPrompt: () => {},
    standardMode: () => false,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/chat/:chatId',
        element: (
          <MessageActionsContext value={{ controller, busy: false }}>
            <MessageItem message={m} onRetry={() => {}} retryDisabled={false} />
          </MessageActionsContext>
        ),
      },
      { path: '/marketplace', element: <h1>Marketplace page</h1> },
    ],
    { initialEntries: ['/chat/c1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const message = (overrides: Partial<UiMessage> = {}): UiMessage => ({
  ...newMessage('assistant', RECIPE),
  id: 'm-42',
  ...overrides,
});

describe("the chat's Save, with a price", { timeout: 20_000 }, () => {
  it('opens the price dialog beside Save and publishes the reply by its message id', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/marketplace/listings': () =>
          json(201, { id: 'l1', status: 'pending', priceCents: 0, title: 'Weekly Meal Prep' }),
      },
    });
    const user = userEvent.setup();
    const router = renderMessage(message());
    const actions = await screen.findByTestId('assistant-actions');
    const buttons = within(actions).getAllByRole('button');
    // Right after Save.
    const save = buttons.indexOf(within(actions).getByTestId('save-recipe'));
    expect(buttons[save + 1]).toHaveTextContent('Publish');
    await user.click(within(actions).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the marketplace' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Price (USD)' })).toHaveValue(5);
    await user.click(within(dialog).getByRole('button', { name: 'Free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(api.callsTo('POST /api/marketplace/listings').map((c) => c.body)).toEqual([
      { messageId: 'm-42', priceCents: 0 },
    ]);
  });

  it('asks an anonymous visitor to sign in instead of opening the dialog', async () => {
    const api = installFakeApi();
    const prompted = vi.fn();
    window.addEventListener(AUTH_PROMPT_EVENT, prompted);
    const user = userEvent.setup();
    renderMessage(message({ id: 'a-local-1' }));
    await waitFor(() => expect(api.callsTo('GET /api/session')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(prompted).toHaveBeenCalledTimes(1));
    window.removeEventListener(AUTH_PROMPT_EVENT, prompted);
    expect(await screen.findByText('Please sign in to share recipes.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings')).toHaveLength(0);
  });

  it('offers no Publish on a reply that is not a recipe, or one still being written', () => {
    renderMessage(message({ content: 'Hello! How can I help you today?' }));
    expect(screen.queryByTestId('publish-recipe')).not.toBeInTheDocument();
  });

  it('offers no Publish while the recipe is streaming', () => {
    renderMessage(message({ status: 'streaming' }));
    expect(screen.queryByTestId('publish-recipe')).not.toBeInTheDocument();
  });
});
