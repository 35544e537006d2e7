/**
 * An incremental parser of a `text/event-stream` body read with fetch (a POST that answers with
 * its events, which EventSource cannot make). Feed it decoded text as it arrives; it returns the
 * complete events, each decoded by `decode` from its data (null skips it: a keep-alive comment, an
 * event that fails the contract).
 */
export function createEventStreamParser<E>(decode: (data: string) => E | null) {
  let buffer = '';
  let data: string[] = [];

  const flushEvent = (out: E[]) => {
    if (data.length === 0) return;
    const raw = data.join('\n');
    data = [];
    const event = decode(raw);
    if (event) out.push(event);
  };

  return {
    feed(chunk: string): E[] {
      buffer += chunk;
      const out: E[] = [];
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
    end(): E[] {
      const out: E[] = [];
      if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
      buffer = '';
      flushEvent(out);
      return out;
    },
  };
}
