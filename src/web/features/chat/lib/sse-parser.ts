import type { StreamEvent } from '@shared/contracts/chat';
import { decodeStreamEvent } from './decode-stream-event';

/**
 * An incremental parser of a `text/event-stream` body (the anonymous generate answer is read with
 * fetch, not EventSource). Feed it decoded text as it arrives; it returns the complete events.
 * Comments (keep-alives) and events that fail the contract are skipped.
 */
export function createSseParser() {
  let buffer = '';
  let data: string[] = [];

  const flushEvent = (out: StreamEvent[]) => {
    if (data.length === 0) return;
    const raw = data.join('\n');
    data = [];
    const event = decodeStreamEvent(raw);
    if (event) out.push(event);
  };

  return {
    feed(chunk: string): StreamEvent[] {
      buffer += chunk;
      const out: StreamEvent[] = [];
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
        buffer = buffer.slice(newline + width);
        if (line === '') flushEvent(out);
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        // `event:`, `id:`, `retry:` and comments carry nothing we need: the data names its type.
        newline = buffer.search(/\r\n|\r|\n/);
      }
      return out;
    },
    /** The end of the body: an event without its closing blank line still counts. */
    end(): StreamEvent[] {
      const out: StreamEvent[] = [];
      if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
      buffer = '';
      flushEvent(out);
      return out;
    },
  };
}
