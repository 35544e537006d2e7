import type {
  AdminJob,
  AdminUserDetail,
  AdminUsersPage,
  ContactMessageDetail,
  ContactMessagesPage,
  FailedJobsPage,
} from '@shared/contracts/admin-operations';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactMessagesTab } from './contact-messages-tab';
import { JobsTab } from './jobs-tab';
import { UsersTab } from './users-tab';

const me = makeUser({ id: 'admin-1', email: 'boss@example.com', isAdmin: true });

const grace: AdminUserDetail = {
  id: 'u-grace',
  email: 'grace@example.com',
  displayName: 'Grace Hopper',
  emailVerified: true,
  isCreator: true,
  creatorVerified: false,
  isAdmin: false,
  createdAt: '2026-10-01T10:00:00.000Z',
  lastLoginAt: '2026-11-20T08:30:00.000Z',
  disabledAt: null,
  disabledReason: null,
  activeSessions: 2,
  counts: { chats: 12, recipes: 7, listings: 3, purchases: 1 },
};
const self: AdminUserDetail = {
  ...grace,
  id: 'admin-1',
  email: 'boss@example.com',
  displayName: 'The Boss',
  isAdmin: true,
  isCreator: false,
  creatorVerified: null,
};
const page = (users: AdminUserDetail[], hasMore = false): AdminUsersPage => ({ users, page: 1, hasMore });

const show = (ui: ReactNode) => render(<TestProviders>{ui}</TestProviders>);
const user = () => userEvent.setup();
/** A row's button in the wide table (the phone's cards carry the same buttons, hidden by CSS). */
const inTable = (table: HTMLElement, name: string) => within(table).getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('the users tab', { timeout: 20_000 }, () => {
  it('lists users, searches by what was typed and opens one with their counts', async () => {
    const api = installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/users': (_body, url) =>
          json(200, page(url.searchParams.get('q') === 'nobody' ? [] : [grace, self])),
        'GET /api/admin/users/u-grace': () => json(200, grace),
      },
    });
    show(<UsersTab />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();

    await user().type(screen.getByLabelText('Search users'), 'nobody{Enter}');
    expect(await screen.findByText('No user matches “nobody”.')).toBeInTheDocument();
    const searched = api.callsTo('GET /api/admin/users');
    expect(searched.length).toBeGreaterThanOrEqual(2);

    await user().clear(screen.getByLabelText('Search users'));
    await user().click(screen.getByRole('button', { name: 'Search' }));
    const rows = await screen.findByRole('table', { name: 'Users' });
    await user().click(within(rows).getByRole('button', { name: 'View Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(await within(dialog).findByText('Creator, not verified')).toBeInTheDocument();
    const activity = within(dialog).getByRole('region', { name: 'Activity' });
    expect(activity).toHaveTextContent(/Chats\s*12/);
    expect(activity).toHaveTextContent(/Purchases\s*1/);
  });

  it('disables with a reason it checks first, then shows the account disabled', async () => {
    let current = grace;
    const api = installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/users': () => json(200, page([current])),
        'GET /api/admin/users/u-grace': () => json(200, current),
        'POST /api/admin/users/u-grace/disable': (body) => {
          current = {
            ...grace,
            disabledAt: '2026-11-27T09:00:00.000Z',
            disabledReason: (body as { reason: string }).reason,
            activeSessions: 0,
          };
          return json(200, current);
        },
      },
    });
    show(<UsersTab />);
    await user().click(inTable(await screen.findByRole('table', { name: 'Users' }), 'View Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    await user().click(await within(dialog).findByRole('button', { name: 'Disable account' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user().type(reason, 'x');
    await user().click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByText('Please give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u-grace/disable')).toHaveLength(0);

    await user().type(reason, ' spam listings');
    await user().click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u-grace/disable')[0]!.body).toEqual({
      reason: 'x spam listings',
    });
    expect(await within(dialog).findByText('Reason: x spam listings')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it("offers no disable on the admin's own account, and marks a creator verified", async () => {
    let current = grace;
    installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/users': () => json(200, page([current, self])),
        'GET /api/admin/users/admin-1': () => json(200, self),
        'GET /api/admin/users/u-grace': () => json(200, current),
        'POST /api/admin/users/u-grace/creator-verification': (body) => {
          current = { ...grace, creatorVerified: (body as { verified: boolean }).verified };
          return json(200, current);
        },
      },
    });
    show(<UsersTab />);
    await user().click(inTable(await screen.findByRole('table', { name: 'Users' }), 'View The Boss'));
    let dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(await within(dialog).findByText('You cannot disable your own account.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Disable account' })).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'Close' }));

    await user().click(inTable(screen.getByRole('table', { name: 'Users' }), 'View Grace Hopper'));
    dialog = await screen.findByRole('dialog', { name: 'User details' });
    await user().click(await within(dialog).findByRole('button', { name: 'Mark verified' }));
    expect(await screen.findByText('Creator marked verified')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Remove verification' })).toBeInTheDocument();
  });

  it('says why a list could not load and tries again', async () => {
    let fail = true;
    installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/users': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, page([grace]))),
      },
    });
    show(<UsersTab />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });
});

const message: ContactMessageDetail = {
  id: 'c1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'sales',
  preview: 'We would like a team plan for 40 people.',
  createdAt: '2026-11-26T12:00:00.000Z',
  mailedAt: null,
  handledAt: null,
  message: 'We would like a team plan for 40 people.\nCan we talk?',
  mailJob: { state: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' },
};
const messages = (list: ContactMessageDetail[]): ContactMessagesPage => ({
  messages: list,
  page: 1,
  hasMore: false,
  unhandledCount: list.filter((m) => !m.handledAt).length,
});

describe('the contact messages tab', { timeout: 20_000 }, () => {
  it('lists messages, opens one in full, marks it handled and resends its failed mail', async () => {
    let current = message;
    const api = installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/contact-messages': (_body, url) =>
          json(
            200,
            messages(url.searchParams.get('status') === 'handled' && !current.handledAt ? [] : [current]),
          ),
        'GET /api/admin/contact-messages/c1': () => json(200, current),
        'POST /api/admin/contact-messages/c1/handled': (body) => {
          current = {
            ...current,
            handledAt: (body as { handled: boolean }).handled ? '2026-11-27T09:00:00.000Z' : null,
          };
          return json(200, current);
        },
        'POST /api/admin/contact-messages/c1/resend': () => {
          current = {
            ...current,
            mailJob: { state: 'queued', attempts: 8, lastError: 'connect ECONNREFUSED' },
          };
          return json(200, current);
        },
      },
    });
    show(<ContactMessagesTab />);
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getByText('Sales')).toBeInTheDocument();
    expect(within(table).getByText('Mail not sent')).toBeInTheDocument();
    expect(screen.getByText('1 unhandled')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'All' }));

    await user().click(
      inTable(
        await screen.findByRole('table', { name: 'Contact messages' }),
        'Open message from Ada Lovelace',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact message' });
    expect(await within(dialog).findByText(/Can we talk\?/)).toBeInTheDocument();
    expect(within(dialog).getByText('Sending failed after 8 attempts.')).toBeInTheDocument();
    expect(within(dialog).getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:ada%40example.com'),
    );

    await user().click(within(dialog).getByRole('button', { name: 'Resend mail' }));
    expect(await screen.findByText('The mail is queued to be sent now')).toBeInTheDocument();
    expect(await within(dialog).findByText('Not sent yet: a send is queued.')).toBeInTheDocument();

    await user().click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/contact-messages/c1/handled')[0]!.body).toEqual({ handled: true });
    expect(await within(dialog).findByRole('button', { name: 'Mark unhandled' })).toBeInTheDocument();
  });

  it("shows the server's words when an action is refused", async () => {
    installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/contact-messages': () => json(200, messages([message])),
        'GET /api/admin/contact-messages/c1': () => json(200, message),
        'POST /api/admin/contact-messages/c1/resend': () => keyedApiError(409, 'admin.contact.alreadyMailed'),
      },
    });
    show(<ContactMessagesTab />);
    await user().click(
      inTable(
        await screen.findByRole('table', { name: 'Contact messages' }),
        'Open message from Ada Lovelace',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact message' });
    await user().click(await within(dialog).findByRole('button', { name: 'Resend mail' }));
    expect(await screen.findByText('This message has already been mailed to support.')).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    installFakeApi({
      user: me,
      routes: { 'GET /api/admin/contact-messages': () => json(200, messages([])) },
    });
    show(<ContactMessagesTab />);
    expect(await screen.findByText('No contact messages yet.')).toBeInTheDocument();
  });
});

const failedJob: AdminJob = {
  id: 'j1',
  type: 'contact.mail',
  key: 'contact.mail:c1',
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  payload: { contactMessageId: 'c1' },
  createdAt: '2026-11-26T12:00:00.000Z',
  updatedAt: '2026-11-26T14:00:00.000Z',
  runAt: '2026-11-26T14:05:00.000Z',
};

describe('the jobs tab', { timeout: 20_000 }, () => {
  it('lists failed jobs with their errors and retries one after confirming', async () => {
    let failed = [failedJob];
    const api = installFakeApi({
      user: me,
      routes: {
        'GET /api/admin/jobs/failed': () =>
          json(200, {
            jobs: failed,
            page: 1,
            hasMore: false,
            failedCount: failed.length,
          } satisfies FailedJobsPage),
        'POST /api/admin/jobs/j1/retry': () => {
          failed = [];
          return json(200, { ...failedJob, status: 'queued', maxAttempts: 11 });
        },
      },
    });
    show(<JobsTab />);
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    expect(within(list).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(list).getByText('8 of 8')).toBeInTheDocument();
    expect(screen.getByText('1 failed job')).toBeInTheDocument();

    await user().click(within(list).getByRole('button', { name: 'Retry contact.mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this job?' });
    expect(api.callsTo('POST /api/admin/jobs/j1/retry')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Job queued to run again')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs. Everything ran.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/jobs/j1/retry')).toHaveLength(1);
  });
});
