import type { AuditEntry, FlaggedComment, ModerationQueue, QueuedListing } from '@shared/contracts/admin';
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
const AUDIT = 'GET /api/admin/audit-log';

function listing(overrides: Partial<QueuedListing> = {}): QueuedListing {
  return {
    id: 'l1',
    title: 'Weekly Review Ritual',
    description: 'Close every week calmly.',
    excerpt: '# Weekly Review Ritual\n## Steps\n1. Empty every inbox.',
    priceCents: 499,
    status: 'pending',
    validationStatus: 'invalid',
    validationReasons: [{ key: 'listing.reason.noGoal' }],
    moderationDecision: null,
    moderationReason: null,
    moderatedAt: null,
    creatorId: 'c1',
    creatorName: 'Cleo Creator',
    creatorEmail: 'cleo@example.com',
    version: 2,
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function comment(overrides: Partial<FlaggedComment> = {}): FlaggedComment {
  return {
    id: 'c-1',
    content: 'Buy cheap followers at my site',
    moderationStatus: 'flagged',
    authorId: 'u9',
    authorName: 'Spammy Sam',
    listingId: 'l7',
    listingTitle: 'Bug Triage',
    isReply: false,
    createdAt: '2026-11-25T09:00:00.000Z',
    openFlagCount: 2,
    flags: [
      { reason: 'Spam link', flaggedBy: 'Flora', createdAt: '2026-11-25T10:00:00.000Z' },
      { reason: 'Advertising', flaggedBy: 'Finn', createdAt: '2026-11-25T11:00:00.000Z' },
    ],
    firstFlaggedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function queue(overrides: Partial<ModerationQueue> = {}): ModerationQueue {
  return {
    pendingListings: { items: [listing()], total: 1 },
    rejectedListings: { items: [], total: 0 },
    flaggedComments: { items: [comment()], total: 1 },
    reportedConversations: { available: false, total: 0, items: [] },
    ...overrides,
  };
}

const empty: ModerationQueue = {
  pendingListings: { items: [], total: 0 },
  rejectedListings: { items: [], total: 0 },
  flaggedComments: { items: [], total: 0 },
  reportedConversations: { available: false, total: 0, items: [] },
};

function entry(i: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `a${i}`,
    actorId: 'admin1',
    actorEmail: 'boss@example.com',
    action: 'listing.reject',
    targetType: 'listing',
    targetId: `listing-${i}`,
    reason: i === 0 ? 'Steps are missing' : null,
    details: { from: 'pending', to: 'draft' },
    createdAt: new Date(Date.UTC(2026, 10, 27, 9, 0, 0) - i * 60_000).toISOString(),
    ...overrides,
  };
}

const admin = makeUser({ isAdmin: true, email: 'boss@example.com' });

describe('/admin', { timeout: 20_000 }, () => {
  it("shows a non-admin the spec's Access Denied with Go Back and Home, and asks nothing of the admin API", async () => {
    const api = installFakeApi({ user: makeUser({ isAdmin: false }) });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access this page. Admin privileges are required."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(api.calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });

  it('shows the queue: pending listings with their reasons, flagged comments with theirs, no messaging yet', async () => {
    installFakeApi({ user: admin, routes: { [QUEUE]: () => json(200, queue()) } });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Moderation' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Users', 'Contact messages', 'Jobs', 'Audit log'])
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');

    const pending = await screen.findByRole('listitem', { name: 'Weekly Review Ritual' });
    expect(within(pending).getByText('by Cleo Creator (cleo@example.com)')).toBeInTheDocument();
    expect(within(pending).getByText('$4.99')).toBeInTheDocument();
    expect(within(pending).getByText('What the checks found:')).toBeInTheDocument();
    expect(
      within(pending).getByText('The recipe needs a Goal section.', { exact: false }),
    ).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Approve Weekly Review Ritual' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject Weekly Review Ritual' })).toBeInTheDocument();

    const flagged = screen.getByRole('listitem', { name: 'Comment by Spammy Sam' });
    expect(within(flagged).getByText('Buy cheap followers at my site')).toBeInTheDocument();
    expect(within(flagged).getByText('2 open flags')).toBeInTheDocument();
    expect(within(flagged).getByText('“Spam link”')).toBeInTheDocument();
    expect(within(flagged).getByText('“Advertising”')).toBeInTheDocument();
    expect(within(flagged).getByRole('link', { name: 'Bug Triage' })).toHaveAttribute(
      'href',
      '/marketplace/recipe/l7',
    );

    expect(screen.getByText('No rejected listings.')).toBeInTheDocument();
    expect(
      screen.getByText('Messaging is not available yet, so there are no conversations anyone could report.'),
    ).toBeInTheDocument();
  });

  it('says when the queue is empty, and when it failed to load (Try Again reads it again)', async () => {
    let fail = true;
    installFakeApi({
      user: admin,
      routes: { [QUEUE]: () => (fail ? keyedApiError(500, 'request.internal') : json(200, empty)) },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    expect(await screen.findByText('Failed to load the moderation queue')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No listings are waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByText('No comments are flagged.')).toBeInTheDocument();
  });

  it('approves after confirming: the decision is sent, a toast says so, the queue is read again', async () => {
    let current = queue();
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, current),
        'POST /api/admin/moderation/listings/l1/approve': () => {
          current = { ...current, pendingListings: { items: [], total: 0 } };
          return json(200, {
            id: 'l1',
            status: 'published',
            moderationDecision: 'approved',
            moderationReason: null,
            moderatedAt: '2026-11-27T09:00:00.000Z',
            publishedAt: '2026-11-27T09:00:00.000Z',
          });
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Approve Weekly Review Ritual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/moderation/listings/l1/approve')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve Weekly Review Ritual' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve and publish' }),
    );
    expect(await screen.findByText('Listing approved and published')).toBeInTheDocument();
    expect(await screen.findByText('No listings are waiting for a decision.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/moderation/listings/l1/approve')).toHaveLength(1);
  });

  it('rejects only with a reason, which is sent for the author', async () => {
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, queue()),
        'POST /api/admin/moderation/listings/l1/reject': (body) =>
          json(200, {
            id: 'l1',
            status: 'draft',
            moderationDecision: 'rejected',
            moderationReason: (body as { reason: string }).reason,
            moderatedAt: '2026-11-27T09:00:00.000Z',
            publishedAt: null,
          }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Reject Weekly Review Ritual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this listing?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText('Reason (the author will see it)');
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    expect(confirm).toBeDisabled();
    await user.type(field, 'Add concrete steps.');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Listing rejected; the creator will see your reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/moderation/listings/l1/reject')[0]?.body).toEqual({
      reason: 'Add concrete steps.',
    });
  });

  it("keeps the dialog open with the server's words when the comment was deleted meanwhile, and reads the queue again", async () => {
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, queue()),
        'POST /api/admin/moderation/comments/c-1/uphold': () => keyedApiError(409, 'admin.commentDeleted'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Remove the comment by Spammy Sam' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Uphold the flags and remove this comment?',
    });
    const before = api.callsTo(QUEUE).length;
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(await within(dialog).findByText('This comment has already been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(QUEUE).length).toBeGreaterThan(before));
  });

  it('finds a published listing by its link and unpublishes it with a reason', async () => {
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, empty),
        'GET /api/admin/moderation/listings/pub-9': () =>
          json(
            200,
            listing({ id: 'pub-9', title: 'Live Recipe', status: 'published', validationReasons: [] }),
          ),
        'POST /api/admin/moderation/listings/pub-9/unpublish': () =>
          json(200, {
            id: 'pub-9',
            status: 'draft',
            moderationDecision: 'rejected',
            moderationReason: 'Copied',
            moderatedAt: '2026-11-27T09:00:00.000Z',
            publishedAt: '2026-11-01T09:00:00.000Z',
          }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.type(
      await screen.findByLabelText('Listing link or ID'),
      'https://forge.example/marketplace/recipe/pub-9',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('listitem', { name: 'Live Recipe' });
    expect(within(found).queryByRole('button', { name: 'Approve Live Recipe' })).toBeNull();
    await user.click(within(found).getByRole('button', { name: 'Unpublish Live Recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this listing?' });
    await user.type(within(dialog).getByLabelText('Reason (the author will see it)'), 'Copied');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Listing unpublished')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/moderation/listings/pub-9/unpublish')[0]?.body).toEqual({
      reason: 'Copied',
    });
  });

  it('shows the audit log newest first, pages with Load more, and keeps the tab in the address', async () => {
    const api = installFakeApi({
      user: admin,
      routes: {
        [QUEUE]: () => json(200, empty),
        [AUDIT]: (_body, url) =>
          url.searchParams.get('cursor') === 'page-2'
            ? json(200, {
                items: [entry(2, { action: 'comment.uphold', targetType: 'comment' })],
                nextCursor: null,
              })
            : json(200, { items: [entry(0), entry(1, { action: 'some.future' })], nextCursor: 'page-2' }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    const tab = await screen.findByRole('tab', { name: 'Moderation' });
    tab.focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=audit');

    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Rejected a listing')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Steps are missing')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('boss@example.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('some.future')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Removed a flagged comment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo(AUDIT).map((c) => c.path)).toHaveLength(2);
  });

  it('opens the tab the address names', async () => {
    installFakeApi({ user: admin, routes: { [AUDIT]: () => json(200, { items: [], nextCursor: null }) } });
    renderRoute('/admin?tab=audit');
    expect(await screen.findByText('No admin actions have been recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe("the sidebar's Admin Panel link", () => {
  it('shows for an admin and leads to /admin', async () => {
    installFakeApi({ user: admin, routes: { [QUEUE]: () => json(200, empty) } });
    renderRoute('/nowhere');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('is not there for anyone else', async () => {
    installFakeApi({ user: makeUser({ isAdmin: false }) });
    renderRoute('/nowhere');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByText('ada@example.com');
    expect(within(nav).queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  });
});
