import { streamEventSchema } from '@shared/contracts/chat';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStreamEvent } from './decode-stream-event';

const viaContract = (data: string) => {
  try {
    const parsed = streamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

describe('decodeStreamEvent', () => {
  it('reads token events and rejects what the contract rejects', () => {
    expect(decodeStreamEvent('{"type":"delta","offset":4,"text":"Hi"}')).toEqual({
      type: 'delta',
      offset: 4,
      text: 'Hi',
    });
    expect(decodeStreamEvent('{"type":"thinking","offset":0,"text":""}')).toEqual({
      type: 'thinking',
      offset: 0,
      text: '',
    });
    expect(decodeStreamEvent('{"type":"delta","offset":1.5,"text":"x"}')).toBeNull();
    // zod's int() means a safe integer: so does the hand check (a double like 1e21 once differed).
    expect(decodeStreamEvent('{"type":"delta","offset":1e21,"text":"x"}')).toBeNull();
    expect(decodeStreamEvent('{"type":"delta","offset":1,"text":7}')).toBeNull();
    expect(decodeStreamEvent('{"type":"delta","text":"x"}')).toBeNull();
    expect(decodeStreamEvent('not json')).toBeNull();
    expect(decodeStreamEvent('null')).toBeNull();
  });

  it('gives what the zod contract gives, for any event-like value', () => {
    const tokenLike = fc.record(
      {
        type: fc.constantFrom('delta', 'thinking', 'done', 'progress', 'other'),
        offset: fc.oneof(fc.integer(), fc.double(), fc.string()),
        text: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        extra: fc.string(),
        messageId: fc.string(),
        status: fc.constantFrom('complete', 'streaming', 'bogus'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(tokenLike, fc.jsonValue()), (value) => {
        const data = JSON.stringify(value) ?? 'null';
        expect(decodeStreamEvent(data)).toEqual(viaContract(data));
      }),
      { numRuns: 2_000 },
    );
  });
});
