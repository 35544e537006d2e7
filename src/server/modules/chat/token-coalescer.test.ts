import type { StreamEvent } from '@shared/contracts/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStream } from '../../realtime/sse';
import { coalesceTokens } from './token-coalescer';

/** An event stream that records what it is given to write. */
function recordingStream() {
  const written: StreamEvent[] = [];
  const cleanups: Array<() => void> = [];
  let closed = false;
  const stream: EventStream<StreamEvent> = {
    send(event) {
      if (closed) return false;
      written.push(event);
      return true;
    },
    onClose: (cleanup) => cleanups.push(cleanup),
    close() {
      closed = true;
      for (const cleanup of cleanups) cleanup();
    },
    get closed() {
      return closed;
    },
  };
  return { stream, written };
}

const delta = (offset: number, text: string): StreamEvent => ({ type: 'delta', offset, text });

describe('coalesceTokens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes every token at once without a buffer', () => {
    const { stream, written } = recordingStream();
    const out = coalesceTokens(stream, 0);
    out.send(delta(0, 'a'));
    out.send(delta(1, 'b'));
    expect(written).toEqual([delta(0, 'a'), delta(1, 'b')]);
  });

  it('gathers consecutive tokens for the buffer, then writes them as one event', () => {
    const { stream, written } = recordingStream();
    const out = coalesceTokens(stream, 120);
    out.send(delta(0, 'Hel'));
    vi.advanceTimersByTime(50);
    out.send(delta(3, 'lo'));
    out.send({ type: 'thinking', offset: 0, text: 'hm' });
    expect(written).toEqual([]);
    vi.advanceTimersByTime(70);
    expect(written).toEqual([{ type: 'thinking', offset: 0, text: 'hm' }, delta(0, 'Hello')]);
    out.send(delta(5, '!'));
    vi.advanceTimersByTime(119);
    expect(written).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(written.at(-1)).toEqual(delta(5, '!'));
  });

  it('keeps the order: any other event first writes what was gathered', () => {
    const { stream, written } = recordingStream();
    const out = coalesceTokens(stream, 120);
    out.send(delta(0, 'Recipe'));
    out.send({ type: 'progress', stage: 'crafting-title', percent: 20 });
    out.send(delta(6, ' Title'));
    out.send({ type: 'done', messageId: 'm', status: 'complete' });
    expect(written).toEqual([
      delta(0, 'Recipe'),
      { type: 'progress', stage: 'crafting-title', percent: 20 },
      delta(6, ' Title'),
      { type: 'done', messageId: 'm', status: 'complete' },
    ]);
  });

  it('does not merge a token that does not continue the text (a restart)', () => {
    const { stream, written } = recordingStream();
    const out = coalesceTokens(stream, 120);
    out.send(delta(0, 'first try'));
    out.send(delta(0, 'second'));
    vi.advanceTimersByTime(120);
    expect(written).toEqual([delta(0, 'first try'), delta(0, 'second')]);
  });

  it('writes what was gathered before closing, and nothing after', () => {
    const { stream, written } = recordingStream();
    const out = coalesceTokens(stream, 120);
    out.send(delta(0, 'tail'));
    out.close();
    expect(written).toEqual([delta(0, 'tail')]);
    expect(out.send(delta(4, 'late'))).toBe(false);
    vi.advanceTimersByTime(500);
    expect(written).toHaveLength(1);
  });
});
