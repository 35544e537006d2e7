import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeHandler, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, inbox, ME, message, thread } from '../test/messaging-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const WAIT = { timeout: 15_000 };

function api(overrides: Record<string, FakeHandler> = {}) {
  let blocked = false;
  const fake = installFakeApi({
    user: makeUser({ id: ME }),
    routes: {
      'GET /api/messaging/conversations': () => json(200, inbox([])),
      'GET /api/messaging/recipients': () => json(200, { recipients: [], anyCreator: false }),
      'GET /api/messaging/unread': () => json(200, { unread: 0 }),
      'GET /api/messaging/conversations/c1': () =>
        json(200, detail('c1', { name: 'Spammy Sam', blocked, canSend: !blocked })),
      'GET /api/messaging/conversations/c1/messages': () =>
        json(200, thread([message('m1', { readBy: ['other-c1', ME] })])),
      'PUT /api/messaging/blocks/other-c1': () => {
        blocked = true;
        return new Response(null, { status: 204 });
      },
      'DELETE /api/messaging/blocks/other-c1': () => {
        blocked = false;
        return new Response(null, { status: 204 });
      },
      ...overrides,
    },
  });
  return fake;
}

describe('thread actions', { timeout: 40_000 }, () => {
  it('blocks the other participant (composer disabled with why) and unblocks them', async () => {
    const fake = api();
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    expect(await screen.findByPlaceholderText('Type a message...', {}, WAIT)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Block user' }));
    expect(await screen.findByText('Spammy Sam is blocked.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/messaging/blocks/other-c1')).toHaveLength(1);
    expect(
      await screen.findByText('You blocked Spammy Sam. Unblock them to send messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Unblock user' }));
    expect(await screen.findByPlaceholderText('Type a message...')).toBeInTheDocument();
    expect(fake.callsTo('DELETE /api/messaging/blocks/other-c1')).toHaveLength(1);
  });

  it('reports the conversation with a reason, and says when it was already reported', async () => {
    let reports = 0;
    const fake = api({
      'POST /api/messaging/conversations/c1/report': () =>
        reports++ === 0 ? json(201, { id: 'r1' }) : keyedApiError(409, 'messaging.alreadyReported'),
    });
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    await screen.findByPlaceholderText('Type a message...', {}, WAIT);

    await u.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report conversation' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await u.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Spam links  ');
    await u.click(send);
    expect(
      await within(dialog).findByText('Thank you. The conversation was reported to the moderators.'),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST /api/messaging/conversations/c1/report')[0]?.body).toEqual({
      reason: 'Spam links',
    });
    await u.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Report conversation' }));
    const again = await screen.findByRole('dialog', { name: 'Report conversation' });
    await u.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Still spam');
    await u.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(
      await within(again).findByText('You have already reported this conversation.'),
    ).toBeInTheDocument();
  });
});
