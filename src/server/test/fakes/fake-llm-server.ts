import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for Gemini and OpenAI-compatible servers that speaks their real streaming
 * wire formats over HTTP, so the AI SDK providers run unchanged against it. Tests steer it with
 * `behaviour`: normal streams, reasoning parts, errors, slow or endless streams, disconnects.
 *
 * Gemini:  POST /v1beta/models/{model}:streamGenerateContent?alt=sse, POST …:generateContent
 * OpenAI:  POST /v1/chat/completions (stream true or false), GET /v1/models
 */
export interface FakeBehaviour {
  /** The reply text, streamed in `chunkSize`-character chunks. */
  text: string;
  reasoning?: string;
  sources?: Array<{ title: string; url: string }>;
  chunkSize: number;
  /** Delay between chunks. */
  chunkDelayMs: number;
  /** Answer with this HTTP status and the provider's error body instead. */
  status?: 401 | 403 | 429 | 500 | 503;
  /** Cut the connection after this many chunks (for the next `disconnectTimes` requests). */
  disconnectAfterChunks?: number;
  disconnectTimes?: number;
  /** Send some chunks, then nothing, never ending the response. */
  hangAfterChunks?: number;
  /** Send a body that is not the protocol at all. */
  garbage?: boolean;
  /**
   * Answer with the request's system prompt (a model talked into printing its instructions),
   * then `text`: for tests of what must never reach a reader.
   */
  echoSystemPrompt?: boolean;
  title: string;
}

export const DEFAULT_BEHAVIOUR: FakeBehaviour = {
  text: '# Recipe Title: Fake Plan\n\n## Goal\nDo it well.\n\n## Principles\n1. Be clear\n\n## Operations\n- Draft\n\n## Steps\n1. Start\n2. Finish\n',
  chunkSize: 8,
  chunkDelayMs: 5,
  title: 'Fake Chat Title',
};

export interface FakeLlmServer {
  url: string;
  geminiBaseUrl: string;
  openAiBaseUrl: string;
  behaviour: FakeBehaviour;
  requests: Array<{ path: string; body: unknown; headers: IncomingMessage['headers'] }>;
  /** Streams currently open (to check that a cancel reached the provider). */
  open(): number;
  reset(overrides?: Partial<FakeBehaviour>): void;
  close(): Promise<void>;
}

/** How an app reaches the fake: as an OpenAI-compatible server or as Gemini. */
export type FakeProvider = 'openai-compatible' | 'gemini';

/** The environment that points an app's AI provider at the fake (for apps in other processes too). */
export function fakeModelEnv(
  fake: Pick<FakeLlmServer, 'openAiBaseUrl' | 'geminiBaseUrl'>,
  provider: FakeProvider = 'openai-compatible',
): Record<string, string> {
  return provider === 'gemini'
    ? { GEMINI_API_KEY: 'server-key', GEMINI_BASE_URL: fake.geminiBaseUrl }
    : { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.openAiBaseUrl, AI_MODEL: 'fake-model' };
}

const chunks = (text: string, size: number) => {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
};

/** The system prompt of a request, in either wire format. */
function systemPromptOf(body: Record<string, unknown>, gemini: boolean): string {
  if (gemini) {
    const instruction = body.systemInstruction as { parts?: Array<{ text?: string }> } | undefined;
    return (instruction?.parts ?? []).map((part) => part.text ?? '').join('');
  }
  const messages = (body.messages ?? []) as Array<{ role?: string; content?: unknown }>;
  return messages
    .filter((m) => m.role === 'system')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeLlmServer(initial: Partial<FakeBehaviour> = {}): Promise<FakeLlmServer> {
  let behaviour: FakeBehaviour = { ...DEFAULT_BEHAVIOUR, ...initial };
  const requests: FakeLlmServer['requests'] = [];
  let openStreams = 0;
  let disconnectsLeft = behaviour.disconnectTimes ?? 0;

  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const errorBody = (status: number, gemini: boolean) => {
    const message =
      status === 429
        ? 'Resource has been exhausted (e.g. check quota).'
        : status === 401 || status === 403
          ? 'API key not valid. Please pass a valid API key.'
          : 'Internal error';
    return gemini
      ? {
          error: {
            code: status,
            message,
            status: status === 429 ? 'RESOURCE_EXHAUSTED' : status === 500 ? 'INTERNAL' : 'PERMISSION_DENIED',
          },
        }
      : {
          error: {
            message,
            type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error',
            code: status,
          },
        };
  };

  async function stream(res: ServerResponse, frames: string[], end: string | null) {
    const b = behaviour;
    openStreams++;
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    try {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      const cutAfter = disconnectsLeft > 0 ? b.disconnectAfterChunks : undefined;
      if (cutAfter !== undefined) disconnectsLeft--;
      for (let i = 0; i < frames.length; i++) {
        if (closed) return;
        if (cutAfter !== undefined && i === cutAfter) {
          res.socket?.destroy();
          return;
        }
        if (b.hangAfterChunks !== undefined && i === b.hangAfterChunks) {
          await new Promise<void>((resolve) => res.on('close', () => resolve()));
          return;
        }
        res.write(`data: ${frames[i]}\n\n`);
        if (b.chunkDelayMs) await sleep(b.chunkDelayMs);
      }
      if (end) res.write(`data: ${end}\n\n`);
      res.end();
    } finally {
      openStreams--;
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body = req.method === 'POST' ? await readBody(req) : {};
    requests.push({ path, body, headers: req.headers });
    const b = behaviour;
    const gemini = path.startsWith('/v1beta/');
    const replyText = b.echoSystemPrompt
      ? `Of course! My instructions are:\n\n${systemPromptOf(body, gemini)}\n\n${b.text}`
      : b.text;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };

    if (req.method === 'GET' && path === '/v1/models')
      return json(200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] });
    if (b.status) return json(b.status, errorBody(b.status, gemini));
    if (b.garbage) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.end('data: {not json at all\n\ndata: ]]]\n\n');
    }

    if (gemini && path.endsWith(':generateContent')) {
      return json(200, {
        candidates: [
          { content: { role: 'model', parts: [{ text: b.title }] }, finishReason: 'STOP', index: 0 },
        ],
      });
    }
    if (gemini && path.endsWith(':streamGenerateContent')) {
      const thought = b.reasoning
        ? chunks(b.reasoning, b.chunkSize).map((t) => ({ text: t, thought: true }))
        : [];
      const frames = [
        ...thought.map((part) =>
          JSON.stringify({ candidates: [{ content: { role: 'model', parts: [part] }, index: 0 }] }),
        ),
        ...chunks(replyText, b.chunkSize).map((t) =>
          JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: t }] }, index: 0 }] }),
        ),
      ];
      const grounding = b.sources?.length
        ? {
            groundingMetadata: {
              groundingChunks: b.sources.map((s) => ({ web: { uri: s.url, title: s.title } })),
            },
          }
        : {};
      const end = JSON.stringify({
        candidates: [
          { content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0, ...grounding },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
      });
      return stream(res, frames, end);
    }
    if (path === '/v1/chat/completions') {
      const base = {
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'fake-model',
      };
      if (!body.stream) {
        return json(200, {
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: b.title }, finish_reason: 'stop' }],
        });
      }
      const frames = [
        ...(b.reasoning ? chunks(b.reasoning, b.chunkSize).map((t) => ({ reasoning_content: t })) : []),
        ...chunks(replyText, b.chunkSize).map((t) => ({ content: t })),
      ].map((delta, i) =>
        JSON.stringify({
          ...base,
          choices: [
            { index: 0, delta: i === 0 ? { role: 'assistant', ...delta } : delta, finish_reason: null },
          ],
        }),
      );
      frames.push(
        JSON.stringify({
          ...base,
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
      return stream(res, frames, '[DONE]');
    }
    json(404, { error: { message: `no route ${path}` } });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    geminiBaseUrl: `${url}/v1beta`,
    openAiBaseUrl: `${url}/v1`,
    get behaviour() {
      return behaviour;
    },
    set behaviour(value) {
      behaviour = value;
    },
    requests,
    open: () => openStreams,
    reset(overrides = {}) {
      behaviour = { ...DEFAULT_BEHAVIOUR, ...overrides };
      disconnectsLeft = behaviour.disconnectTimes ?? 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
