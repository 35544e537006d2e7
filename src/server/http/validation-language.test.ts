import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toApiError } from './error-handler';
import { describeZodError } from './validation';

const schema = z.object({
  title: z.string().max(3),
  time: z.string().regex(/^\d\d:\d\d$/, 'Use a time like 22:00'),
});
const failure = () => {
  const result = schema.safeParse({ title: 'too long', time: 'noon' });
  if (result.success) throw new Error('expected a refusal');
  return result.error;
};

describe("a schema's refusal in the reader's language", () => {
  it("words zod's own checks in the language and keeps a contract's own message", () => {
    expect(describeZodError(failure())).toBe(
      'title: Too big: expected string to have <=3 characters; time: Use a time like 22:00',
    );
    expect(describeZodError(failure(), 'de')).toBe(
      'title: Zu groß: erwartet, dass string <=3 Zeichen hat; time: Use a time like 22:00',
    );
    expect(describeZodError(failure(), 'ja')).toContain('3文字以下');
  });

  it('answers the details in the language and the message in English', () => {
    const { status, body } = toApiError(failure(), 'fr');
    expect(status).toBe(400);
    expect(body.key).toBe('request.invalid');
    expect(body.message).toContain('Too big');
    expect(String(body.params?.details)).not.toContain('Too big');
    expect(String(body.params?.details)).toMatch(/^title: /);
  });
});
