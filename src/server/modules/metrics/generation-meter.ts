import type { GenerationOutcome } from '../../db/insights-schema';
import type { GenerationFailure } from '../../ai/model';
import { type GenerationSource, splitModelId } from './generation-record';
import type { MetricsRecorder } from './metrics-recorder';

/**
 * Times one generation for the recorder: made when it starts, told when the first token comes,
 * what the provider reported as usage and how it ended. Per token it costs one comparison.
 */
export class GenerationMeter {
  private readonly startedAt = Date.now();
  private readonly start = performance.now();
  private firstTokenMs: number | null = null;
  private tokensIn = 0;
  private tokensOut = 0;
  private ended = false;
  retries = 0;

  constructor(
    private readonly recorder: MetricsRecorder | undefined,
    private readonly what: {
      source: GenerationSource;
      userId: string | null;
      chatId: string | null;
      messageId: string | null;
      /** The RecipeModel's id ('offline', 'gemini:gemini-2.5-flash', …). */
      modelId: string;
    },
  ) {}

  /** Call for every part that carries text; only the first one counts. */
  token(): void {
    if (this.firstTokenMs === null) this.firstTokenMs = Math.round(performance.now() - this.start);
  }

  /** The provider's usage of one attempt (retries add theirs). */
  usage(tokensIn: number, tokensOut: number): void {
    this.tokensIn += tokensIn;
    this.tokensOut += tokensOut;
  }

  /**
   * A retry writes the reply again. The time to first token stays the first attempt's: that is
   * when the reader first saw text.
   */
  retry(): void {
    this.retries++;
  }

  /**
   * Records the generation once; later calls do nothing. A success passes its reply, which the
   * recorder scores for the quality figures when it writes the batch.
   */
  finish(outcome: GenerationOutcome, errorClass: string | null = null, reply?: string) {
    if (this.ended || !this.recorder) return;
    this.ended = true;
    const { provider, model } = splitModelId(this.what.modelId);
    this.recorder.record({
      source: this.what.source,
      userId: this.what.userId,
      chatId: this.what.chatId,
      messageId: this.what.messageId,
      provider,
      model,
      startedAt: this.startedAt,
      firstTokenMs: this.firstTokenMs,
      totalMs: Math.round(performance.now() - this.start),
      tokensIn: this.tokensIn,
      tokensOut: this.tokensOut,
      outcome,
      errorClass: outcome === 'success' ? null : errorClass,
      retries: this.retries,
      qualityScore: null,
      reply: outcome === 'success' && reply ? reply : undefined,
    });
  }
}

/**
 * The short class of a failure, as the dashboards' "top failure causes" list it: timeout,
 * rate_limited, auth, provider_unavailable (a transient fault that outlasted the retries),
 * provider_error, interrupted (the server stopped), or the caller's own (no_recipe, too_long).
 */
export function errorClassOf(failure: GenerationFailure, timedOut = false): string {
  if (timedOut || (failure.kind === 'transient' && /timed? ?out/i.test(failure.message))) return 'timeout';
  switch (failure.kind) {
    case 'rate-limit':
      return 'rate_limited';
    case 'auth':
      return 'auth';
    case 'transient':
      return 'provider_unavailable';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'provider_error';
  }
}
