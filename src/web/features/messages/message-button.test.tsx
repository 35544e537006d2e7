import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type MessageButtonCreator, CreatorMessageButton } from './message-button';
import { message, summary } from './test/messaging-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const WAIT = { timeout: 15_000 };
const cleo: MessageButtonCreator = {
  id: 'c1',
  displayName: 'Cleo Marsh',
  photoURL: null,
  allowMessages: true,
  isOwn: false,
};

function renderButton(creator: MessageButtonCreator, props: { recipeName?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/marketplace/creator/:id',
        element: <CreatorMessageButton creator={creator} {...props} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: ['/marketplace/creator/c1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("a creator page's Message button (§2)", { timeout: 40_000 }, () => {
  it('sends a visitor to /auth', async () => {
    installFakeApi({ user: null });
    renderButton(cleo);
    expect(await screen.findByRole('link', { name: 'Message' }, WAIT)).toHaveAttribute('href', '/auth');
  });

  it('is hidden on one’s own profile', async () => {
    const fake = installFakeApi({ user: makeUser({ id: 'c1' }) });
    renderButton({ ...cleo, isOwn: true });
    await waitFor(() => expect(fake.callsTo('GET /api/session').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /api/messaging/conversations/with/c1')).toHaveLength(0);
  });

  it("is disabled 'Messages Disabled' when the creator takes no messages", async () => {
    installFakeApi({ user: makeUser() });
    renderButton({ ...cleo, allowMessages: false });
    expect(await screen.findByRole('button', { name: 'Messages Disabled' }, WAIT)).toBeDisabled();
  });

  it("shows 'Continue Chat' to the existing conversation", async () => {
    installFakeApi({
      user: makeUser(),
      routes: { 'GET /api/messaging/conversations/with/c1': () => json(200, { conversationId: 'conv9' }) },
    });
    renderButton(cleo);
    expect(await screen.findByRole('link', { name: 'Continue Chat' }, WAIT)).toHaveAttribute(
      'href',
      '/messages?conversation=conv9',
    );
  });

  it('otherwise opens the composer; the first message starts the conversation, with the recipe as context', async () => {
    let existing: string | null = null;
    const fake = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/messaging/conversations/with/c1': () => json(200, { conversationId: existing }),
        'POST /api/messaging/conversations': () => {
          existing = 'conv1';
          return json(201, {
            conversation: summary('conv1'),
            message: message('m1', { conversationId: 'conv1', mine: true }),
            created: true,
          });
        },
      },
    });
    const u = userEvent.setup();
    renderButton(cleo, { recipeName: 'Weekly Review Ritual' });
    await u.click(await screen.findByRole('button', { name: 'Message' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Message Cleo Marsh' });
    expect(within(dialog).getByText('About: Weekly Review Ritual')).toBeInTheDocument();
    await u.type(within(dialog).getByPlaceholderText('Type a message...'), '  Love your recipes  {Enter}');
    expect(await screen.findByRole('link', { name: 'Continue Chat' })).toHaveAttribute(
      'href',
      '/messages?conversation=conv1',
    );
    expect(fake.callsTo('POST /api/messaging/conversations')[0]?.body).toEqual({
      participantId: 'c1',
      initialMessage: 'Love your recipes',
      context: { recipeName: 'Weekly Review Ritual' },
    });
  });

  it('keeps the text and says why when the first message is refused', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/messaging/conversations/with/c1': () => json(200, { conversationId: null }),
        'POST /api/messaging/conversations': () => keyedApiError(403, 'messaging.messagesDisabled'),
      },
    });
    const u = userEvent.setup();
    renderButton(cleo);
    await u.click(await screen.findByRole('button', { name: 'Message' }, WAIT));
    const input = await screen.findByPlaceholderText('Type a message...');
    await u.type(input, 'Hello{Enter}');
    expect(await screen.findByText('This creator does not accept messages.')).toBeInTheDocument();
    expect(input).toHaveValue('Hello');
  });
});
