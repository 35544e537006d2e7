import type { ConversationTranscript, ModerationQueue, ReportedConversation } from '@shared/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const QUEUE = 'GET /api/admin/moderation';
const TRANSCRIPT = 'GET /api/admin/moderation/conversation-reports/r1/messages';
const UPHOLD = 'POST /api/admin/moderation/conversation-reports/r1/uphold';
const DISMISS = 'POST /api/admin/moderation/conversation-reports/r1/dismiss';

const admin = makeUser({ isAdmin: true, email: 'boss@example.com' });

function report(overrides: Partial<ReportedConversation> = {}): ReportedConversation {
  return {
    id: 'r1',
    conversationId: 'conv-1',
    reason: 'He keeps insulting me',
    createdAt: '2026-11-26T10:00:00.000Z',
    reporter: { id: 'u1', name: 'Ann Reporter', email: 'ann@example.com', deleted: false },
    reportedUser: { id: 'u2', name: 'Bob Rude', email: 'bob@example.com', deleted: false },
    recipeName: 'Weekly Review Ritual',
    lastMessageAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}

function queue(reports: ReportedConversation[]): ModerationQueue {
  return {
    pendingListings: { items: [], total: 0 },
    rejectedListings: { items: [], total: 0 },
    flaggedComments: { items: [], total: 0 },
    reportedConversations: { available: true, items: reports, total: reports.length },
  };
}

const transcript: ConversationTranscript = {
  reportId: 'r1',
  conversationId: 'conv-1',
  hasEarlier: true,
  messages: [
    {
      id: 'm1',
      sender: 'reporter',
      content: 'Hello, about your recipe',
      timestamp: '2026-11-26T08:00:00.000Z',
      edited: false,
    },
    {
      id: 'm2',
      sender: 'reportedUser',
      content: '<script>alert(1)</script> you are an idiot',
      timestamp: '2026-11-26T08:05:00.000Z',
      edited: true,
    },
    {
      id: 'm3',
      sender: 'deleted',
      content: 'Old words',
      timestamp: '2026-11-26T08:06:00.000Z',
      edited: false,
    },
  ],
};

const decided = (status: 'upheld' | 'dismissed', reason: string) =>
  json(200, {
    id: 'r1',
    status,
    decisionReason: reason,
    decidedAt: '2026-11-27T09:00:00.000Z',
    blocked: status === 'upheld',
  });

describe('reported conversations in the moderation tab', { timeout: 20_000 }, () => {
  it('lists each report with the reported user, the reporter, when, the recipe and the reason', async () => {
    installFakeApi({ user: admin, routes: { [QUEUE]: () => json(200, queue([report()])) } });
    renderRoute('/admin');
    const section = await screen.findByRole('list', { name: 'Reported conversations' });
    const card = within(section).getByRole('listitem', { name: 'Report about Bob Rude' });
    expect(within(card).getByText('Bob Rude (bob@example.com)')).toBeInTheDocument();
    expect(within(card).getByText('Ann Reporter (ann@example.com)')).toBeInTheDocument();
    expect(within(card).getByText('Weekly Review Ritual')).toBeInTheDocument();
    expect(within(card).getByText('He keeps insulting me')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Read the conversation reported about Bob Rude' }),
    ).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Uphold the report about Bob Rude' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Dismiss the report about Bob Rude' })).toBeEnabled();
    expect(
      screen.queryByText(
        'Messaging is not available yet, so there are no conversations anyone could report.',
      ),
    ).toBeNull();
  });

  it('says when no conversation is reported', async () => {
    installFakeApi({ user: admin, routes: { [QUEUE]: () => json(200, queue([])) } });
    renderRoute('/admin');
    expect(await screen.findByText('No conversations are reported.')).toBeInTheDocument();
  });

  it('names a deleted reported account "Deleted user" without an e-mail', async () => {
    installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () =>
          json(200, queue([report({ reportedUser: { id: null, name: null, email: null, deleted: true } })])),
      },
    });
    renderRoute('/admin');
    const card = await screen.findByRole('listitem', { name: 'Report about Deleted user' });
    expect(within(card).getByText('Deleted user')).toBeInTheDocument();
  });

  it('opens the conversation read-only in a dialog: who wrote what, edited, as text; read once per opening', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, queue([report()])),
        [TRANSCRIPT]: async () => {
          await gate;
          return json(200, transcript);
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(
      await screen.findByRole('button', { name: 'Read the conversation reported about Bob Rude' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(within(dialog).getByText('Loading the conversation...')).toBeInTheDocument();
    release();
    const list = await within(dialog).findByRole('list', { name: 'Messages, oldest first' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByText('Ann Reporter (reporter)')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Hello, about your recipe')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Bob Rude (reported)')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('<script>alert(1)</script> you are an idiot')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('(edited)')).toBeInTheDocument();
    expect(within(lines[0]!).queryByText('(edited)')).toBeNull();
    expect(within(lines[2]!).getByText('Deleted user')).toBeInTheDocument();
    expect(within(dialog).getByText('Older messages are not shown.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.callsTo(TRANSCRIPT)).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Read the conversation reported about Bob Rude' }));
    await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(api.callsTo(TRANSCRIPT)).toHaveLength(2);
  });

  it('says when the conversation failed to load, and Try Again reads it again', async () => {
    let fail = true;
    installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, queue([report()])),
        [TRANSCRIPT]: () => (fail ? keyedApiError(404, 'admin.reportNotFound') : json(200, transcript)),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(
      await screen.findByRole('button', { name: 'Read the conversation reported about Bob Rude' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(await within(dialog).findByText('Failed to load the conversation')).toBeInTheDocument();
    expect(within(dialog).getByText('This report does not exist.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Hello, about your recipe')).toBeInTheDocument();
  });

  it('upholds only with a reason for the reporter, sends it, says so and reads the queue again', async () => {
    let current = queue([report()]);
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, current),
        [UPHOLD]: (body) => {
          current = queue([]);
          return decided('upheld', (body as { reason: string }).reason);
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Uphold the report about Bob Rude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold this report?' });
    expect(
      within(dialog).getByText(
        'Bob Rude will no longer be able to message the person who reported them, and the report is closed as upheld. The reporter will read your reason.',
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Uphold report' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText('Reason (the reporter will see it)');
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    expect(confirm).toBeDisabled();
    await user.type(field, 'Abuse confirmed');
    await user.click(confirm);
    expect(
      await screen.findByText('Report upheld; the reported user can no longer message the reporter'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No conversations are reported.')).toBeInTheDocument();
    expect(api.callsTo(UPHOLD)[0]?.body).toEqual({ reason: 'Abuse confirmed' });
  });

  it("dismisses with a reason; a report decided meanwhile keeps the dialog open in the server's words", async () => {
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, queue([report()])),
        [DISMISS]: () => keyedApiError(409, 'admin.reportAlreadyDecided'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report about Bob Rude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.type(within(dialog).getByLabelText('Reason (the reporter will see it)'), 'No rule broken');
    const before = api.callsTo(QUEUE).length;
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(
      await within(dialog).findByText(
        'This report has already been decided: another moderator may have handled it.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(DISMISS)[0]?.body).toEqual({ reason: 'No rule broken' });
    await waitFor(() => expect(api.callsTo(QUEUE).length).toBeGreaterThan(before));
  });

  it('words the report actions in the audit log', async () => {
    installFakeApi({
      user: admin,
      routes: {
        'GET /api/admin/audit-log': () =>
          json(200, {
            items: ['read', 'uphold', 'dismiss'].map((verb, i) => ({
              id: `a${i}`,
              actorId: 'admin1',
              actorEmail: 'boss@example.com',
              action: `conversationReport.${verb}`,
              targetType: 'conversationReport',
              targetId: 'r1',
              reason: null,
              details: null,
              createdAt: new Date(Date.UTC(2026, 10, 27, 9, 0, 0) - i * 60_000).toISOString(),
            })),
            nextCursor: null,
          }),
      },
    });
    renderRoute('/admin?tab=audit');
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    for (const text of [
      'Read a reported conversation',
      'Upheld a conversation report',
      'Dismissed a conversation report',
    ])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expect(within(table).getAllByText('Conversation report')).toHaveLength(3);
  });
});
