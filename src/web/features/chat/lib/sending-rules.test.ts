import { contentHash } from '@shared/chat/input';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSend, createLoadingGuard, createSendMemory, forgetSend, rememberSend } from './sending-rules';

const base = { loading: false, assistantContents: [] as string[] };

describe('checkSend (chat-assistant.md §5)', () => {
  it('needs non-blank text after sanitising', () => {
    const memory = createSendMemory();
    expect(checkSend({ ...base, text: '  \u200B \n ', now: 0, memory })).toMatchObject({
      ok: false,
      reason: 'blank',
    });
    expect(checkSend({ ...base, text: '<b>Hi</b> &amp; there', now: 0, memory })).toMatchObject({
      ok: true,
      text: 'Hi & there',
    });
  });

  it('sends files with blank or repeated text, but never while loading', () => {
    const memory = createSendMemory();
    expect(checkSend({ ...base, text: '  ', now: 0, memory, attachmentCount: 1 })).toMatchObject({
      ok: true,
      text: '',
    });
    memory.lastUser = { text: 'what is this', at: 1_000 };
    rememberSend(memory, 'what is this', contentHash('what is this'), 1_000);
    expect(checkSend({ ...base, text: 'what is this', now: 1_500, memory }).ok).toBe(false);
    expect(checkSend({ ...base, text: 'what is this', now: 1_500, memory, attachmentCount: 2 }).ok).toBe(
      true,
    );
    expect(
      checkSend({ ...base, loading: true, text: 'x', now: 2_000, memory, attachmentCount: 1 }),
    ).toMatchObject({ ok: false, reason: 'loading' });
  });

  it('ignores the same text within 5 s', () => {
    const memory = createSendMemory();
    memory.lastUser = { text: 'hello world', at: 1_000 };
    expect(checkSend({ ...base, text: 'hello world', now: 5_999, memory })).toMatchObject({
      reason: 'same-text',
    });
    expect(checkSend({ ...base, text: 'hello world', now: 6_000, memory }).ok).toBe(true);
  });

  it('suppresses a content hash for 30 s, and forgets a send that failed', () => {
    const memory = createSendMemory();
    const first = checkSend({ ...base, text: 'plan a trip', now: 0, memory });
    expect(first.ok).toBe(true);
    rememberSend(memory, 'plan a trip', contentHash('plan a trip'), 0);
    memory.lastUser = null; // past the 5 s rule, only the hash is left
    expect(checkSend({ ...base, text: 'plan a trip', now: 29_999, memory })).toMatchObject({
      reason: 'duplicate',
    });
    expect(checkSend({ ...base, text: 'plan a trip', now: 30_000, memory }).ok).toBe(true);

    rememberSend(memory, 'plan a trip', contentHash('plan a trip'), 40_000);
    forgetSend(memory, 'plan a trip', contentHash('plan a trip'));
    expect(checkSend({ ...base, text: 'plan a trip', now: 40_001, memory }).ok).toBe(true);
  });

  it('skips a request whose significant words overlap a recent reply by more than 70%', () => {
    const memory = createSendMemory();
    const reply = 'Define clear goals, gather requirements, schedule reviews, measure outcomes carefully';
    const contents = ['old one', 'old two', 'old three', reply];
    // All long words in the reply: 100% overlap.
    expect(
      checkSend({
        ...base,
        text: 'gather requirements and schedule reviews',
        now: 0,
        memory,
        assistantContents: contents,
      }),
    ).toMatchObject({ reason: 'overlap' });
    // 3 of 4 = 75% > 70%.
    expect(
      checkSend({
        ...base,
        text: 'gather requirements schedule bicycles',
        now: 0,
        memory,
        assistantContents: contents,
      }),
    ).toMatchObject({ reason: 'overlap' });
    // 2 of 3 = 67%: sent.
    expect(
      checkSend({
        ...base,
        text: 'gather requirements tomorrow',
        now: 0,
        memory,
        assistantContents: contents,
      }).ok,
    ).toBe(true);
    // Only the last 3 assistant messages count.
    expect(
      checkSend({
        ...base,
        text: 'gather requirements and schedule reviews',
        now: 0,
        memory,
        assistantContents: [reply, 'a', 'b', 'c'],
      }).ok,
    ).toBe(true);
  });

  it('ignores sending while a request is in progress', () => {
    expect(
      checkSend({ ...base, loading: true, text: 'anything', now: 0, memory: createSendMemory() }),
    ).toMatchObject({
      reason: 'loading',
    });
  });
});

describe('createLoadingGuard (§4 Loading guard)', () => {
  afterEach(() => vi.useRealTimers());

  it('resets itself after 30 s', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const guard = createLoadingGuard((v) => changes.push(v));
    guard.start();
    expect(guard.loading).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(guard.loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(guard.loading).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stops early when the request ends', () => {
    vi.useFakeTimers();
    const guard = createLoadingGuard(() => {});
    guard.start();
    vi.advanceTimersByTime(1_000);
    guard.stop();
    expect(guard.loading).toBe(false);
    guard.start();
    vi.advanceTimersByTime(29_000);
    expect(guard.loading).toBe(true);
  });
});
