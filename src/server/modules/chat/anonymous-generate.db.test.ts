import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderErrorText } from '@shared/errors/error-table';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANONYMOUS_GENERATE_PER_MINUTE } from './chat.routes';

/**
 * What a refused anonymous send costs (security review, finding 10): the refusals that need no
 * file (a duplicate, the allowance used up, too many requests) come before any image is decoded.
 */
const decoder = vi.hoisted(() => ({ calls: 0 }));
// Counts every image the server hands to sharp; everything else about sharp stays real.
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const counted = ((...args: Parameters<typeof sharp>) => {
    decoder.calls++;
    return real(...args);
  }) as typeof sharp;
  return { default: Object.assign(counted, real) };
});

const ORIGIN = 'http://localhost:3996';
let t: TestApp;
let bigPng: string;

const solidPng = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      .png()
      .toBuffer()
  ).toString('base64');

const generate = (visitor: HttpSession, content: string, attachments: unknown[] = []) =>
  visitor.post('/api/anonymous/generate', { content, attachments });

const usedBy = async (visitor: HttpSession) => (await visitor.get('/api/usage')).json().used as number;

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: { behaviour: { chunkDelayMs: 0 } },
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '2' },
  });
  // 7000x7000: 0.7 MB on the wire, 49 megapixels to decode.
  bigPng = await solidPng(7000, 7000);
});
afterAll(() => t?.close());
beforeEach(() => {
  decoder.calls = 0;
});

describe('an anonymous send with images', () => {
  it('over the allowance answers 429 without decoding a single image', async () => {
    const visitor = t.session('10.10.0.1');
    expect((await generate(visitor, 'first recipe')).statusCode).toBe(200);
    expect((await generate(visitor, 'second recipe')).statusCode).toBe(200);
    const tenBig = Array.from({ length: 10 }, (_, i) => ({
      name: `big-${i}.png`,
      type: 'image/png',
      data: bigPng,
    }));
    const refused = await generate(visitor, 'a third, with ten large photos', tenBig);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: "You've used your 2 free recipe generations. Sign up for free to keep creating recipes.",
    });
    expect(decoder.calls).toBe(0);
  });

  it('sent twice within 30 s is refused as a duplicate before its image is decoded', async () => {
    const visitor = t.session('10.10.0.2');
    const photo = [{ name: 'dish.png', type: 'image/png', data: await solidPng(64, 48) }];
    decoder.calls = 0;
    expect((await generate(visitor, 'what is this dish?', photo)).statusCode).toBe(200);
    expect(decoder.calls).toBe(1);
    const again = await generate(visitor, 'what is this dish?', photo);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE');
    expect(decoder.calls).toBe(1);
  });

  it('refused for its file gives its generation back, and may be sent again once fixed', async () => {
    const visitor = t.session('10.10.0.3');
    const notAnImage = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]).toString('base64');
    const lie = await generate(visitor, 'cook this', [
      { name: 'dish.png', type: 'image/png', data: notAnImage },
    ]);
    expect(lie.statusCode).toBe(400);
    expect(await usedBy(visitor)).toBe(0);
    const fixed = [{ name: 'dish.png', type: 'image/png', data: await solidPng(64, 48) }];
    expect((await generate(visitor, 'cook this', fixed)).statusCode).toBe(200);
    expect(await usedBy(visitor)).toBe(1);
  });

  it('is refused with a clear message when an image decodes to more than 24 megapixels', async () => {
    const visitor = t.session('10.10.0.4');
    const res = await generate(visitor, 'read my menu', [
      { name: 'menu.png', type: 'image/png', data: bigPng },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: renderErrorText('attachment.tooManyPixels', { name: 'menu.png' }),
    });
    expect(await usedBy(visitor)).toBe(0);
  });
});

describe('the anonymous generate endpoint', () => {
  it(`takes at most ${ANONYMOUS_GENERATE_PER_MINUTE} requests a minute from one address`, async () => {
    const visitor = t.session('10.10.0.9');
    // Blank messages are refused by validation: cheap, and still counted.
    for (let i = 0; i < ANONYMOUS_GENERATE_PER_MINUTE; i++)
      expect((await generate(visitor, '   ')).statusCode).toBe(400);
    const limited = await generate(visitor, '   ');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    // Another address is not held back.
    expect((await generate(t.session('10.10.0.10'), '   ')).statusCode).toBe(400);
  });
});
