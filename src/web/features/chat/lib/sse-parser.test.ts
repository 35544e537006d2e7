import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('parses events split across chunks and skips keep-alives and foreign data', () => {
    const parser = createSseParser();
    const body =
      ': keep-alive\n\nevent: snapshot\ndata: {"type":"snapshot","messageId":"m","content":"","thinking":"","status":"streaming"}\n\n' +
      'event: delta\ndata: {"type":"delta","offset":0,"text":"Hi"}\n\ndata: not json\n\n' +
      'event: done\ndata: {"type":"done","messageId":"m","status":"complete"}';
    const events = [];
    for (let i = 0; i < body.length; i += 7) events.push(...parser.feed(body.slice(i, i + 7)));
    events.push(...parser.end());
    expect(events.map((e) => e.type)).toEqual(['snapshot', 'delta', 'done']);
  });
});
