import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageActionsContext } from '../hooks/use-message-actions';
import { ChatController } from '../lib/chat-controller';
import type { ChatMode } from '../lib/chat-store';
import { newMessage, type UiMessage } from '../lib/message-model';
import { MessageItem } from './message-item';

const LONG_RECIPE = [
  '# Recipe Title: Long Programme',
  '## Goal',
  'Run it well.',
  '## Steps',
  ...Array.from({ length: 300 }, (_, i) => `${i + 1}. Step number ${i + 1}, written out in full.`),
].join('\n');

describe('MessageItem', () => {
  it('shows a recipe opened mid-stream in the presenter, however long it already is', () => {
    expect(LONG_RECIPE.length).toBeGreaterThan(4_000);
    const message = { ...newMessage('assistant', LONG_RECIPE), status: 'streaming' as const };
    render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
    expect(screen.getByTestId('recipe-presenter')).toBeInTheDocument();
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('LONG PROGRAMME');
  });

  it.each(['interrupted', 'cancelled', 'error'] as const)(
    "labels the section an unfinished reply (%s) was cut off in 'Incomplete', not 'Complete'",
    (status) => {
      const cutOff = '# Recipe Title: Half Plan\n## Goal\nShip it.\n## Steps\n1. Start\n2. Keep go';
      const message = { ...newMessage('assistant', cutOff), status };
      render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
      const chips = screen
        .getAllByTestId('recipe-section')
        .map((section) => section.querySelector('[data-state]')?.textContent);
      expect(chips).toEqual(['Complete', 'Incomplete']);
    },
  );

  it('keeps a streaming answer that is not a recipe as markdown', () => {
    const message = {
      ...newMessage('assistant', 'Just a friendly answer, no recipe here.'),
      status: 'streaming' as const,
    };
    render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
    expect(screen.queryByTestId('recipe-presenter')).toBeNull();
    expect(screen.getByText(/friendly answer/)).toBeInTheDocument();
  });
});

const RECIPE = '# Recipe Title: Tidy Desk\n## Goal\nA clear desk.\n## Steps\n1. Clear it\n2. Wipe it';
const STATE = '/api/reading-states/message/m-7';

/** A reply inside a chat of `mode` (the real controller), as the chat page shows it. */
function renderInChat(mode: ChatMode, extra: Partial<UiMessage> = {}) {
  const controller = new ChatController(mode, 'c1', {
    onUsage: () => {},
    onChatsChanged: () => {},
    toast: () => {},
    openAuthPrompt: () => {},
    standardMode: () => false,
  });
  const reply = { ...newMessage('assistant', RECIPE), id: 'm-7', ...extra };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MessageActionsContext value={{ controller, busy: false }}>
            <MessageItem message={reply} onRetry={() => {}} retryDisabled={false} />
          </MessageActionsContext>
        ),
      },
    ],
    { initialEntries: ['/chat/c1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('MessageItem reading state', { timeout: 20_000 }, () => {
  it("keeps a signed-in reader's ticks on a finished reply of their chat", async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [`GET ${STATE}`]: () => json(200, { completed: ['1:0'], pinned: false, updatedAt: null }),
        [`PUT ${STATE}`]: (body) =>
          json(200, { completed: [], pinned: false, updatedAt: null, ...(body as object) }),
      },
    });
    renderInChat('server');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Clear it' })).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wipe it' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${STATE}`).map((c) => c.body)).toEqual([{ completed: ['1:0', '1:1'] }]),
    );
    // A chat reply has ticks, not a pin (pins are the gallery's).
    expect(screen.queryByRole('button', { name: 'Pin recipe' })).toBeNull();
  });

  it('asks nothing of the server for a reply still being written, nor in an anonymous chat', async () => {
    const api = installFakeApi({ user: makeUser() });
    renderInChat('server', { status: 'streaming' });
    expect(await screen.findByTestId('recipe-presenter')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderInChat('anonymous');
    // Ticks still work, kept on the page only.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Clear it' }));
    expect(screen.getByRole('checkbox', { name: 'Clear it' })).toBeChecked();
    expect(api.calls.filter((c) => c.path.startsWith('/api/reading-states'))).toEqual([]);
  });
});
