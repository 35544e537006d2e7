import type { StreamEvent, TokenStreamEvent } from '@shared/contracts/chat';
import type { EventStream } from '../../realtime/sse';

/**
 * A reply's event stream that gathers consecutive text (and reasoning) tokens for up to
 * `bufferMs` before writing them as one event, for a browser that asked for it: it shows text at
 * most once per streaming buffer anyway, and each event it receives costs it main-thread time
 * (bench/render). Any other event first writes what is gathered, so the order never changes.
 * With `bufferMs` 0 it is the stream itself: every token goes out at once.
 */
export function coalesceTokens(stream: EventStream<StreamEvent>, bufferMs: number): EventStream<StreamEvent> {
  if (bufferMs <= 0) return stream;
  const pending: { delta: TokenStreamEvent | null; thinking: TokenStreamEvent | null } = {
    delta: null,
    thinking: null,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    // Reasoning comes before the text it leads to.
    for (const type of ['thinking', 'delta'] as const) {
      const event = pending[type];
      pending[type] = null;
      if (event) stream.send(event);
    }
  };

  const gather = (event: TokenStreamEvent): boolean => {
    const held = pending[event.type];
    if (held && held.offset + held.text.length === event.offset) {
      pending[event.type] = { ...held, text: held.text + event.text };
    } else {
      // Not a continuation (a restart or a correction): what came before goes out first.
      if (held) flush();
      pending[event.type] = event;
    }
    timer ??= setTimeout(flush, bufferMs);
    return !stream.closed;
  };

  stream.onClose(() => clearTimeout(timer));
  return {
    send(event, id) {
      if (stream.closed) return false;
      if ((event.type === 'delta' || event.type === 'thinking') && id === undefined) return gather(event);
      flush();
      return stream.send(event, id);
    },
    onClose: (cleanup) => stream.onClose(cleanup),
    close() {
      flush();
      stream.close();
    },
    get closed() {
      return stream.closed;
    },
  };
}
