import { describe, expect, it } from 'vitest';
import { messageTextSchema } from '../contracts/chat';
import { findUnusableEntity, sanitizeInput } from './input';

/** The browser sanitises pasted and sent text with these too, so they must never throw. */
describe('chat input entities', () => {
  it('decodes the entities that stand for a character', () => {
    expect(sanitizeInput('a &amp; b &lt;3 &#39;x&#39; &#x1F600; &#233;')).toBe("a & b <3 'x' 😀 é");
  });

  it('keeps an entity no character has as typed instead of throwing', () => {
    for (const entity of ['&#99999999;', '&#x110000;', '&#xD800;', '&#56320;', '&#0;', '&#x0000;'])
      expect(sanitizeInput(`Plan ${entity} now`)).toBe(`Plan ${entity} now`);
    expect(sanitizeInput(`x ${'&#99999999999999999999999;'}`)).toBe('x &#99999999999999999999999;');
  });

  it('never brings back a control character through an entity', () => {
    expect(sanitizeInput('a&#7;b&#x1F;c&#127;d&#xFEFF;e')).toBe('abcde');
  });

  it('finds the first unusable entity, which the message contract refuses with it named', () => {
    expect(findUnusableEntity('fine &#233; &amp; &unknown;')).toBeUndefined();
    expect(findUnusableEntity('a &#0; b &#99999999;')).toBe('&#0;');
    const result = messageTextSchema.safeParse('Plan my week &#99999999;');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^&#99999999; does not stand for a character/);
    expect(messageTextSchema.safeParse('Plan &#233; &amp; more').success).toBe(true);
  });
});
