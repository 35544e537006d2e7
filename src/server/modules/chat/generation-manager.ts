import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@shared/constants';
import { detectStage, laterStage, type StreamingStage } from '@shared/chat/progress';
import type { MessageStatus, Source, StreamEvent } from '@shared/contracts/chat';
import type { Language } from '@shared/preference-options';
import { classifyFailure } from '../../ai/classify-error';
import { failureKeyOf, type GenerationFailure, type ModelMessage, type RecipeModel } from '../../ai/model';
import type { Db } from '../../db/client';
import type { RealtimeBus } from '../../realtime/bus';
import { errorClassOf, GenerationMeter, type GenerationSource, type MetricsRecorder } from '../metrics';
import { finishMessage } from './chat.queries';
import { FLUSHED_TOPIC, ProgressWriter } from './progress-writer';
import { type ReplyErrorKey, replyErrorEvent } from './reply-error';

/**
 * Runs generations in this process, independent of any HTTP connection: the reply is persisted
 * as it grows (every `flushMs` to `maxFlushMs`, by how many are written), so a reload, a second
 * tab or a client of another server process can pick it up from the database and follow it
 * through the realtime bus. Local followers get every chunk at once from memory.
 */
export interface GenerationOptions {
  /** The shortest interval between stores of growing replies: what a crash may lose. */
  flushMs: number;
  /** The longest, reached with many replies at once (progress-writer.ts). */
  maxFlushMs: number;
  leaseMs: number;
  retryDelayMs: number;
  maxRetries: number;
  /** A provider that sends nothing for this long is treated as a lost connection. */
  idleTimeoutMs: number;
}

export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = {
  flushMs: 100,
  maxFlushMs: 500,
  leaseMs: 10_000,
  retryDelayMs: LIMITS.streamRetryDelayMs,
  maxRetries: LIMITS.streamRetries,
  idleTimeoutMs: 60_000,
};

export type Outcome = { status: MessageStatus; failure?: GenerationFailure };

export interface LiveGeneration {
  messageId: string;
  chatId: string;
  content: string;
  thinking: string;
  sources: Source[];
  status: MessageStatus;
  notice: string | null;
  stage: StreamingStage;
  /** Resolves when the generation has ended and its final state is stored. */
  finished: Promise<Outcome>;
  subscribe(listener: (event: StreamEvent) => void): () => void;
}

export const retryNote = (attempt: number, max: number) =>
  `Connection issue detected. Retrying... (${attempt}/${max})`;

class Generation implements LiveGeneration {
  content = '';
  /** Bumped when a retry starts the text again, so the writer knows to store it whole. */
  epoch = 0;
  thinking = '';
  sources: Source[] = [];
  status: MessageStatus = 'streaming';
  notice: string | null = null;
  stage: StreamingStage = 'preparing';
  /** Why it failed: a key of the error table, which is what the row stores. */
  error: ReplyErrorKey | null = null;
  readonly controller = new AbortController();
  /** Why it was stopped from outside: the user, or this process shutting down. */
  stopReason: 'cancel' | 'shutdown' | null = null;
  private readonly listeners = new Set<(event: StreamEvent) => void>();
  finished!: Promise<Outcome>;

  constructor(
    readonly messageId: string,
    readonly chatId: string,
  ) {}

  subscribe(listener: (event: StreamEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: StreamEvent) {
    for (const listener of this.listeners) listener(event);
  }
}

export class GenerationManager {
  private readonly active = new Map<string, Generation>();
  private readonly options: GenerationOptions;
  private readonly writer: ProgressWriter;

  constructor(
    private readonly deps: {
      db: Db;
      bus: RealtimeBus;
      log: FastifyBaseLogger;
      /** Where every generation's figures go when it ends (issue 22 §1); none records nothing. */
      metrics?: MetricsRecorder;
    },
    options: Partial<GenerationOptions> = {},
  ) {
    this.options = { ...DEFAULT_GENERATION_OPTIONS, ...options };
    const { flushMs, maxFlushMs, leaseMs } = this.options;
    this.writer = new ProgressWriter(deps, { flushMs, maxFlushMs, leaseMs });
  }

  get leaseMs() {
    return this.options.leaseMs;
  }

  get(messageId: string): LiveGeneration | undefined {
    return this.active.get(messageId);
  }

  get size() {
    return this.active.size;
  }

  /** Stops a generation running here; false if it runs elsewhere or has ended. */
  cancel(messageId: string): boolean {
    const generation = this.active.get(messageId);
    if (!generation) return false;
    generation.stopReason = 'cancel';
    generation.controller.abort();
    return true;
  }

  /**
   * Starts writing a reply. `persist: false` is for anonymous chats, which live in the browser:
   * the same retries and timeouts, nothing stored.
   */
  start(params: {
    messageId: string;
    chatId: string;
    history: ModelMessage[];
    model: RecipeModel;
    /** The language the reply is written in (reply-language.ts); English when absent. */
    language?: Language;
    /** Instructions in place of the recipe-writing prompt (StreamOptions.system). */
    system?: string;
    persist?: boolean;
    /** What a failure says instead of the provider's reason (a regeneration has its own text). */
    failureKey?: ReplyErrorKey;
    /**
     * Runs after the end is stored and before followers hear 'done', so what they load next is
     * already final (a failed regeneration puts the earlier version back here).
     */
    afterStore?: (status: MessageStatus) => Promise<void>;
    /** What the metrics record it as: its source and user (null: an anonymous visitor). */
    metrics?: { source: GenerationSource; userId: string | null };
  }): LiveGeneration {
    const generation = new Generation(params.messageId, params.chatId);
    this.active.set(params.messageId, generation);
    const meter = new GenerationMeter(this.deps.metrics, {
      source: params.metrics?.source ?? 'chat',
      userId: params.metrics?.userId ?? null,
      chatId: params.persist === false ? null : params.chatId,
      messageId: params.messageId,
      modelId: params.model.id,
    });
    generation.finished = this.run(generation, params.history, params.model, params.persist ?? true, {
      failureKey: params.failureKey,
      afterStore: params.afterStore,
      language: params.language,
      system: params.system,
      meter,
    }).finally(() => this.active.delete(params.messageId));
    return generation;
  }

  /** On shutdown: stop every generation here and store it as interrupted, so a client can retry. */
  async shutdown(): Promise<void> {
    const running = [...this.active.values()];
    for (const generation of running) {
      generation.stopReason = 'shutdown';
      generation.controller.abort();
    }
    await Promise.allSettled(running.map((g) => g.finished));
  }

  private async run(
    g: Generation,
    history: ModelMessage[],
    model: RecipeModel,
    persist: boolean,
    hooks: {
      failureKey?: ReplyErrorKey;
      afterStore?: (status: MessageStatus) => Promise<void>;
      language?: Language;
      system?: string;
      meter?: GenerationMeter;
    } = {},
  ): Promise<Outcome> {
    const meter = hooks.meter;
    const { db, bus, log } = this.deps;
    const { maxRetries, retryDelayMs, idleTimeoutMs } = this.options;
    if (persist) this.writer.track(g);
    const changed = () => {
      if (persist) this.writer.markDirty(g);
    };

    // Stages change only where a line starts (a heading, a label), so the whole text is parsed
    // again only then, not for every token: that would cost O(n²) over a long reply.
    const progress = (added: string) => {
      if (!added.includes('\n') && g.content.length > 40) return;
      const detected = detectStage(g.content);
      const next = laterStage(g.stage, detected.stage);
      if (next !== g.stage) {
        g.stage = next;
        g.emit({ type: 'progress', stage: next, percent: detected.percent });
      }
    };

    let failure: GenerationFailure | undefined;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      failure = undefined;
      const attemptController = new AbortController();
      const onOuterAbort = () => attemptController.abort();
      g.controller.signal.addEventListener('abort', onOuterAbort);
      // One watchdog per attempt reading the time of the last part, rather than a timer reset
      // for every token.
      let lastPartAt = Date.now();
      let timedOut = false;
      const idle = setInterval(
        () => {
          if (Date.now() - lastPartAt < idleTimeoutMs) return;
          timedOut = true;
          attemptController.abort();
        },
        Math.max(10, Math.min(1_000, idleTimeoutMs / 4)),
      );
      const armIdle = () => {
        lastPartAt = Date.now();
      };
      try {
        armIdle();
        g.emit({ type: 'progress', stage: g.stage, percent: detectStage(g.content).percent });
        for await (const part of model.stream(history, attemptController.signal, {
          language: hooks.language,
          system: hooks.system,
        })) {
          armIdle();
          if (part.type === 'text') {
            meter?.token();
            g.emit({ type: 'delta', offset: g.content.length, text: part.text });
            g.content += part.text;
            progress(part.text);
          } else if (part.type === 'reasoning') {
            meter?.token();
            g.emit({ type: 'thinking', offset: g.thinking.length, text: part.text });
            g.thinking += part.text;
          } else if (part.type === 'usage') {
            meter?.usage(part.inputTokens, part.outputTokens);
            continue;
          } else if (!g.sources.some((s) => s.url === part.url)) {
            g.sources = [...g.sources, { title: part.title, url: part.url }];
            g.emit({ type: 'sources', sources: g.sources });
          }
          changed();
        }
        g.notice = null;
        break;
      } catch (error) {
        failure = classifyFailure(
          timedOut ? Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }) : error,
          g.stopReason ? g.controller.signal : undefined,
        );
        if (g.stopReason || failure.kind !== 'transient' || attempt === maxRetries) break;
        meter?.retry();
        g.notice = retryNote(attempt + 1, maxRetries);
        g.emit({ type: 'retry', attempt: attempt + 1, max: maxRetries, note: g.notice });
        changed();
        log.warn(
          { messageId: g.messageId, attempt: attempt + 1, err: error },
          'generation interrupted; retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        if (g.stopReason) break;
        // The retry writes the reply from the start.
        g.content = '';
        g.thinking = '';
        g.stage = 'preparing';
        g.emit({
          type: 'snapshot',
          messageId: g.messageId,
          content: '',
          thinking: '',
          status: 'streaming',
        });
        changed();
      } finally {
        clearInterval(idle);
        g.controller.signal.removeEventListener('abort', onOuterAbort);
      }
    }

    if (g.stopReason === 'cancel') g.status = 'cancelled';
    else if (g.stopReason === 'shutdown') g.status = 'interrupted';
    else if (failure) {
      g.status = 'error';
      g.error =
        hooks.failureKey ??
        (failure.kind === 'transient' && /timed out/.test(failure.message)
          ? 'generation.timedOut'
          : failureKeyOf(failure.kind === 'cancelled' ? 'other' : failure.kind, model));
      g.notice = null;
      log.warn({ messageId: g.messageId, kind: failure.kind, err: failure.cause }, 'generation failed');
    } else g.status = 'complete';
    // Recorded before the end is stored: the recorder only buffers, so this costs the reply nothing.
    if (g.status === 'complete') meter?.finish('success', null, g.content);
    else if (g.status === 'cancelled') meter?.finish('cancelled');
    else if (g.status === 'interrupted') meter?.finish('error', 'interrupted');
    else meter?.finish('error', failure ? errorClassOf(failure) : 'provider_error');

    if (persist) await this.writer.untrack(g);
    if (persist)
      try {
        await finishMessage(db, g.messageId, {
          status: g.status,
          content: g.content,
          thinkingContent: g.thinking,
          sources: g.sources,
          error: g.error,
          notice: g.notice,
        });
        await hooks.afterStore?.(g.status);
        await bus.publish(FLUSHED_TOPIC, { ids: [g.messageId] });
      } catch (error) {
        log.error({ err: error, messageId: g.messageId }, 'could not store the end of a reply');
      }
    if (g.status === 'error') g.emit(replyErrorEvent(g.error!));
    g.emit({ type: 'done', messageId: g.messageId, status: g.status });
    return { status: g.status, failure: g.status === 'error' ? failure : undefined };
  }
}
