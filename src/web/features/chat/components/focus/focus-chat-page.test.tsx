import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { resetChatControllers } from '../../hooks/use-chat-controller';
import { FOCUS_CHAT_ADDRESSES } from './focus-chat-page';

afterEach(() => {
  resetChatControllers();
  vi.restoreAllMocks();
});

const storedChat = (id: string) => ({
  id,
  title: 'Launch plan',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  messages: [],
});

describe('/aichat, the focused chat', () => {
  it('shows a verified user the real chat at full width, with no sidebar and a way out', async () => {
    installFakeApi({ user: makeUser() });
    renderRoute('/aichat');
    expect(await screen.findByTestId('chat-empty', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /message/i })).toBeInTheDocument();
    // Focused: neither the sidebar nor its toggle.
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-toggle')).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Focus mode bar' });
    expect(bar).toHaveTextContent('Focus mode');
    expect(screen.getByRole('link', { name: 'Exit focus mode' })).toHaveAttribute('href', '/chat/new');
    expect(screen.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/aichat');
    expect(screen.getByRole('main')).toContainElement(bar);
    expect(screen.getByRole('heading', { level: 1, name: 'Focus mode' })).toBeInTheDocument();
  });

  it('opens the chat named in ?chat= and exits to the same chat in the sidebar layout', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'GET /api/chats/c-42': () => json(200, storedChat('c-42')) },
    });
    renderRoute('/aichat?chat=c-42');
    expect(await screen.findByTestId('chat-empty', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/chats/c-42')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Exit focus mode' })).toHaveAttribute('href', '/chat/c-42');
  });

  it('offers a new chat in focus mode when the named chat does not exist', async () => {
    installFakeApi({
      user: makeUser(),
      routes: { 'GET /api/chats/gone': () => apiError(404, 'NOT_FOUND', 'Chat not found.') },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/aichat?chat=gone');
    expect(await screen.findByText('This chat was not found.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start a new chat' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/aichat');
    expect(await screen.findByTestId('chat-empty')).toBeInTheDocument();
  });

  it('keeps a chat started here in focus mode: its address is /aichat?chat={id}', () => {
    expect(FOCUS_CHAT_ADDRESSES.chat('c 1/2')).toBe('/aichat?chat=c%201%2F2');
    expect(FOCUS_CHAT_ADDRESSES.newChat).toBe('/aichat');
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderRoute('/aichat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 3000 });
  });
});
