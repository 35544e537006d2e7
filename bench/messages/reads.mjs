// The read side of bench/messages, over HTTP against one server process (one keep-alive socket,
// sequential requests, a warm-up first):
// - floors: GET /api/config (the HTTP stack, no session, no query) and GET /api/me (the cheapest
//   signed-in call: the session read every signed-in request pays, and the caller's profile row),
//   alone first; then /api/me again as the same user just before every timed request, so each
//   figure has a floor measured under the same load (`floor`, `ratioP50`, `ratioP99`);
// - inbox: GET /api/messaging/conversations (first page) as a spread of users round-robin, and as
//   the user with the most conversations on their own; All is the target; Unread and a search are
//   reported beside it;
// - thread: GET …/conversations/:id/messages, the first page of each sampled user's latest
//   conversation and of the long thread, and an older page (the sampled conversations' second
//   page, the long thread's PAGES_DEEP-th).
// Every answer is checked against the seeded data (page sizes, order, unread counts).
import { sessionCookie, stats, userNumber } from './http.mjs';

export const READ_TARGETS = { inboxP99Ms: 20, threadP99Ms: 20 };
const PAGES_DEEP = 20;

const summary = (times) => stats(times);
const ME = '/api/me';
/** A figure with its paired floor (GET /api/me as the same user just before each request). */
function figure({ times, floorTimes }) {
  const own = stats(times);
  const floor = stats(floorTimes);
  if (!own.n) return own;
  return {
    ...own,
    floor: { p50: floor.p50, p99: floor.p99 },
    ratioP50: Math.round((own.p50 / floor.p50) * 100) / 100,
    ratioP99: Math.round((own.p99 / floor.p99) * 100) / 100,
  };
}

/**
 * `api`: client of one server; `secret`: AUTH_SECRET; `users`: [{ userId, conversations }] spread;
 * `busiest`: the user with most conversations; `longThread`: { id, userA }; `expected(userId)`
 * answers { unread } from the database; `reps`: timed requests per figure.
 */
export async function measureReads({ api, secret, users, busiest, longThread, expectedUnread, reps, log }) {
  const cookieOf = (userId) => sessionCookie(userNumber(userId), secret);
  const checks = [];
  const check = (ok, what) => {
    if (!ok) checks.push(what);
  };
  const warmup = Math.min(50, reps);

  // Floors.
  const config = await api.time(() => ({ path: '/api/config' }), reps, warmup);
  const busyCookie = cookieOf(busiest.userId);
  const session = await api.time(() => ({ path: '/api/me', cookie: busyCookie }), reps, warmup);
  check(session.last?.user?.id === busiest.userId, '/api/me answers the seeded user');
  log(`floors: config p99 ${summary(config.times).p99} ms, /api/me p99 ${summary(session.times).p99} ms`);

  // Inbox, a spread of users (each page checked once: size, order, unread counts).
  const inboxPath = '/api/messaging/conversations';
  const pages = new Map();
  for (const user of users) {
    const page = await api.json('GET', inboxPath, { cookie: cookieOf(user.userId) });
    pages.set(user.userId, page);
    const list = page.conversations;
    check(list.length === Math.min(30, user.conversations), `${user.userId}: inbox page of ${list.length}`);
    const times = list.map((c) => Date.parse(c.conversation.lastMessageTimestamp));
    check(
      times.every((t, i) => i === 0 || t <= times[i - 1]),
      `${user.userId}: inbox newest first`,
    );
    check(
      list.length < user.conversations === (page.nextCursor !== null),
      `${user.userId}: nextCursor when more`,
    );
    const unread = await api.json('GET', '/api/messaging/unread', { cookie: cookieOf(user.userId) });
    check(unread.unread === (await expectedUnread(user.userId)), `${user.userId}: unread total`);
  }
  const spread = await api.time(
    (i) => ({ path: inboxPath, cookie: cookieOf(users[i % users.length].userId) }),
    reps * 2,
    warmup,
    ME,
  );
  const top = await api.time(() => ({ path: inboxPath, cookie: busyCookie }), reps, warmup, ME);
  check(top.last.conversations.length === 30 && top.last.nextCursor, 'busiest: a full first page and more');
  const unreadOnly = await api.time(
    () => ({ path: `${inboxPath}?filter=unread`, cookie: busyCookie }),
    reps,
    warmup,
    ME,
  );
  check(
    unreadOnly.last.conversations.every((c) => c.unreadCount > 0),
    'busiest: the Unread filter lists only unread conversations',
  );
  const searched = await api.time(
    () => ({ path: `${inboxPath}?q=thanks`, cookie: busyCookie }),
    reps,
    warmup,
    ME,
  );
  const inbox = {
    users: users.length,
    all: figure(spread),
    busiest: { ...busiest, ...figure(top) },
    unreadFilterBusiest: figure(unreadOnly),
    searchBusiest: { q: 'thanks', results: searched.last.conversations.length, ...figure(searched) },
  };
  log(
    `inbox: ${users.length} users p50 ${inbox.all.p50} p99 ${inbox.all.p99} ms; busiest (${busiest.conversations}) ` +
      `p50 ${inbox.busiest.p50} p99 ${inbox.busiest.p99} ms; unread p99 ${inbox.unreadFilterBusiest.p99}; search p99 ${inbox.searchBusiest.p99}`,
  );

  // Threads: each sampled user's latest conversation, and the long one.
  const threads = [];
  for (const user of users) {
    const first = pages.get(user.userId).conversations[0];
    if (first) threads.push({ id: first.conversation.id, cookie: cookieOf(user.userId) });
  }
  const longCookie = cookieOf(longThread.userA);
  const messagesPath = (id, cursor) =>
    `/api/messaging/conversations/${id}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  const older = [];
  for (const thread of threads) {
    const page = await api.json('GET', messagesPath(thread.id), { cookie: thread.cookie });
    const times = page.messages.map((m) => Date.parse(m.timestamp));
    check(
      times.every((t, i) => i === 0 || t >= times[i - 1]),
      `${thread.id}: a page is oldest first`,
    );
    if (page.nextCursor) older.push({ ...thread, cursor: page.nextCursor, newestOfFirst: times[0] });
  }
  // The long thread, PAGES_DEEP pages back, checking each page is older than the one before.
  let cursor;
  let deepCursor;
  let previousOldest = Number.POSITIVE_INFINITY;
  let seen = 0;
  let before = 0;
  for (let i = 0; i < PAGES_DEEP; i++) {
    const page = await api.json('GET', messagesPath(longThread.id, cursor), { cookie: longCookie });
    const full = page.nextCursor !== null;
    check(
      !full || page.messages.length === 50,
      `long thread page ${i + 1}: ${page.messages.length} messages`,
    );
    const times = page.messages.map((m) => Date.parse(m.timestamp));
    check(times.at(-1) <= previousOldest, `long thread page ${i + 1} older than page ${i}`);
    previousOldest = times[0];
    seen += page.messages.length;
    cursor = page.nextCursor;
    if (!cursor) break;
    deepCursor = cursor;
    before = seen;
  }
  check(
    seen === longThread.messages || Boolean(cursor),
    `long thread: ${seen} of ${longThread.messages} messages read`,
  );
  check(Boolean(deepCursor), 'long thread has more than one page');
  const firstPages = await api.time(
    (i) => {
      const t =
        i % (threads.length + 1) === threads.length
          ? { id: longThread.id, cookie: longCookie }
          : threads[i % (threads.length + 1)];
      return { path: messagesPath(t.id), cookie: t.cookie };
    },
    reps * 2,
    warmup,
    ME,
  );
  const longFirst = await api.time(
    () => ({ path: messagesPath(longThread.id), cookie: longCookie }),
    reps,
    warmup,
    ME,
  );
  const olderPages = await api.time(
    (i) => {
      const t = older[i % older.length];
      return { path: messagesPath(t.id, t.cursor), cookie: t.cookie };
    },
    older.length ? reps * 2 : 0,
    older.length ? warmup : 0,
    ME,
  );
  const deep = await api.time(
    () => ({ path: messagesPath(longThread.id, deepCursor), cookie: longCookie }),
    reps,
    warmup,
    ME,
  );
  const thread = {
    conversations: threads.length,
    firstPage: figure(firstPages),
    longFirstPage: figure(longFirst),
    olderPage: { conversations: older.length, ...figure(olderPages) },
    longDeepPage: { messagesNewer: before, ...figure(deep) },
  };
  log(
    `thread: first page p50 ${thread.firstPage.p50} p99 ${thread.firstPage.p99} ms; older page p99 ${thread.olderPage.p99}; ` +
      `long thread first p99 ${thread.longFirstPage.p99}, ${before} messages back p99 ${thread.longDeepPage.p99} ms`,
  );

  const floor = { config: summary(config.times), session: summary(session.times) };
  const gated = {
    inbox: [inbox.all, inbox.busiest],
    thread: [thread.firstPage, thread.olderPage, thread.longFirstPage, thread.longDeepPage].filter(
      (f) => f.n,
    ),
  };
  const worst = (figures, key) => Math.max(...figures.map((f) => f[key]));
  const worstInbox = worst(gated.inbox, 'p99');
  const worstThread = worst(gated.thread, 'p99');
  return {
    floor,
    inbox,
    thread,
    // Each figure's p99 over its paired floor's p99 (GET /api/me interleaved, same user): the
    // machine's load weighs on both alike.
    ratios: {
      inboxP99ToFloorP99: worst(gated.inbox, 'ratioP99'),
      threadP99ToFloorP99: worst(gated.thread, 'ratioP99'),
    },
    checks: checks.length ? checks.slice(0, 20) : 'all passed',
    pass: {
      inbox: worstInbox < READ_TARGETS.inboxP99Ms,
      thread: worstThread < READ_TARGETS.threadP99Ms,
      checks: checks.length === 0,
    },
  };
}
