import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../test/fakes/fake-llm-server';
import { GenerationFailure, type GenerationPart, type RecipeModel } from './model';
import { geminiModel, openAiCompatibleModel } from './sdk-model';

/** The AI SDK providers against local servers speaking the Gemini and OpenAI wire formats. */
let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const providers: Array<[string, () => RecipeModel]> = [
  [
    'gemini',
    () => geminiModel({ apiKey: 'test-key', baseURL: fake.geminiBaseUrl, model: 'gemini-2.5-flash' }),
  ],
  [
    'openai-compatible',
    () => openAiCompatibleModel({ baseURL: fake.openAiBaseUrl, apiKey: 'k', model: 'fake-model' }),
  ],
];

async function collect(model: RecipeModel, signal = new AbortController().signal) {
  const parts: GenerationPart[] = [];
  for await (const part of model.stream([{ role: 'user', content: 'plan my week' }], signal))
    parts.push(part);
  return parts;
}

describe.each(providers)('%s', (name, make) => {
  it('streams text in order', async () => {
    const parts = await collect(make());
    const text = parts
      .filter((p) => p.type === 'text')
      .map((p) => (p as { text: string }).text)
      .join('');
    expect(text).toBe(fake.behaviour.text);
    expect(parts.filter((p) => p.type === 'text').length).toBeGreaterThan(5);
  });

  it('streams reasoning parts separately', async () => {
    fake.reset({ reasoning: 'First I consider the goal.' });
    const parts = await collect(make());
    expect(
      parts
        .filter((p) => p.type === 'reasoning')
        .map((p) => (p as { text: string }).text)
        .join(''),
    ).toBe('First I consider the goal.');
    expect(parts.findIndex((p) => p.type === 'reasoning')).toBeLessThan(
      parts.findIndex((p) => p.type === 'text'),
    );
  });

  it.each([
    [401, 'auth'],
    [429, 'rate-limit'],
    [503, 'transient'],
  ] as const)('maps HTTP %i to %s', async (status, kind) => {
    fake.reset({ status });
    const error = await collect(make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationFailure);
    expect((error as GenerationFailure).kind).toBe(kind);
  });

  it('maps a mid-stream disconnect to a transient failure', async () => {
    fake.reset({ disconnectAfterChunks: 3, disconnectTimes: 1 });
    const error = await collect(make()).catch((e: unknown) => e);
    expect((error as GenerationFailure).kind).toBe('transient');
  });

  it('stops the provider call when cancelled', async () => {
    fake.reset({ chunkDelayMs: 50 });
    const controller = new AbortController();
    const model = make();
    const seen: GenerationPart[] = [];
    const run = (async () => {
      for await (const part of model.stream([{ role: 'user', content: 'x' }], controller.signal)) {
        seen.push(part);
        if (seen.length === 2) controller.abort();
      }
    })();
    const error = await run.catch((e: unknown) => e);
    expect((error as GenerationFailure).kind).toBe('cancelled');
    for (let i = 0; i < 50 && fake.open() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(fake.open()).toBe(0);
  });

  it('fails clearly on a body that is not the protocol', async () => {
    fake.reset({ garbage: true });
    const error = await collect(make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationFailure);
  });

  it('writes a chat title', async () => {
    expect(await make().title('plan my week')).toBe('Fake Chat Title');
    expect(name).toBeTruthy();
  });
});

it('sends the API key the way Gemini expects', async () => {
  await collect(providers[0]![1]());
  expect(fake.requests[0]!.headers['x-goog-api-key']).toBe('test-key');
  expect(fake.requests[0]!.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
});

describe('files in the prompt', () => {
  const message = {
    role: 'user' as const,
    content: 'What is in these?',
    files: [
      { name: 'a.png', mediaType: 'image/png', data: new Uint8Array([1, 2, 3]) },
      { name: 'b.pdf', mediaType: 'application/pdf', data: new Uint8Array([4, 5]) },
      { name: 'c.zip', mediaType: 'application/zip' },
    ],
  };
  const send = async (model: RecipeModel) => {
    for await (const _ of model.stream([message], new AbortController().signal)) {
      // drained
    }
    return JSON.stringify(fake.requests.at(-1)!.body);
  };

  it('sends images and PDFs to OpenAI-compatible servers as image and file parts', async () => {
    const body = await send(providers[1]![1]());
    expect(body).toContain('"type":"image_url"');
    expect(body).toContain('data:image/png;base64,AQID');
    expect(body).toContain('"type":"file"');
    expect(body).toContain('[Attached file: c.zip (application/zip), not readable here]');
    expect(body).toContain('What is in these?');
  });

  it('sends them to Gemini as inline data', async () => {
    const body = await send(providers[0]![1]());
    expect(body).toContain('{"inlineData":{"mimeType":"image/png","data":"AQID"}}');
    expect(body).toContain('"mimeType":"application/pdf"');
  });
});
