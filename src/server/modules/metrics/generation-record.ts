import type { GenerationActionType, GenerationOutcome } from '../../db/insights-schema';

/** Where a generation came from (generation_metrics.source). */
export type GenerationSource = 'chat' | 'regenerate' | 'gallery' | 'evaluation' | 'trial';

/**
 * One finished generation as the recorder buffers it: plain numbers and strings only, so
 * recording costs an object and a push (the row's id and timestamps are made at flush time).
 */
export interface GenerationRecord {
  source: GenerationSource;
  /** Null for anonymous visitors and evaluation runs. */
  userId: string | null;
  chatId: string | null;
  messageId: string | null;
  provider: string;
  model: string;
  /** Epoch milliseconds. */
  startedAt: number;
  firstTokenMs: number | null;
  totalMs: number;
  tokensIn: number;
  tokensOut: number;
  outcome: GenerationOutcome;
  errorClass: string | null;
  retries: number;
  /** 0–1; set when the caller scored the reply itself, else scored at write time from `reply`. */
  qualityScore: number | null;
  /**
   * A successful reply's text, kept only until the batch is written: the recorder scores it there,
   * off the stream (the structural checks cost more than recording may), and never stores it.
   */
  reply?: string;
}

/** A user's later action on a generation's reply (platform.md §7 interaction recording). */
export interface ActionRecord {
  messageId: string;
  userId: string | null;
  action: GenerationActionType;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * 'gemini:gemini-2.5-flash' -> provider 'gemini', model 'gemini-2.5-flash'; the offline composer
 * is provider and model 'offline'.
 */
export function splitModelId(id: string): { provider: string; model: string } {
  const colon = id.indexOf(':');
  if (colon === -1) return { provider: id, model: id };
  return { provider: id.slice(0, colon), model: id.slice(colon + 1) };
}
