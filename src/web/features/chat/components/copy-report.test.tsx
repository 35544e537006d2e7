import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageActionsContext } from '../hooks/use-message-actions';
import { type ChatMode, ChatController } from '../lib/chat-controller';
import { newMessage } from '../lib/message-model';
import { MessageItem } from './message-item';

/** A reply's Copy reports the copy for the generation metrics (issue 22 §1), without waiting on it. */
function renderReply(mode: ChatMode) {
  const controller = new ChatController(mode, mode === 'server' ? 'c1' : 'anon-1', {
    onUsage: () => {},
    onChatsChanged: () => {},
    toast: () => {},
    openAuthPrompt: () => {},
    standardMode: () => false,
  });
  const reply = { ...newMessage('assistant', '# Recipe Title: T\n## Goal\nDo.\n## Steps\n1. A'), id: 'm-7' };
  (controller as unknown as { state: { messages: unknown[] } }).state.messages = [reply];
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

describe('copying a reply', () => {
  it('reports the copy of a stored reply once it is on the clipboard', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/metrics/actions': () => new Response(null, { status: 204 }) },
    });
    const user = userEvent.setup();
    renderReply('server');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain('Recipe Title: T');
    await waitFor(() =>
      expect(api.callsTo('POST /api/metrics/actions').map((c) => c.body)).toEqual([
        { messageId: 'm-7', action: 'copy' },
      ]),
    );
  });

  it('keeps the copy working when the report fails', async () => {
    installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/metrics/actions': () => json(500, { code: 'INTERNAL', message: 'down' }) },
    });
    const user = userEvent.setup();
    renderReply('server');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports nothing for an anonymous chat, which lives in this browser', async () => {
    const api = installFakeApi({ user: null, routes: {} });
    const user = userEvent.setup();
    renderReply('anonymous');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/metrics/actions')).toHaveLength(0);
  });
});
