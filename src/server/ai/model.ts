import type { ErrorKey } from '@shared/errors/error-table';
import type { Language } from '@shared/preference-options';

/**
 * The model seam: what the chat needs from any provider. The AI SDK providers and the offline
 * composer both implement it.
 */
export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
  /**
   * Files sent with a user message that are not text (text files are already in `content`).
   * Images and PDFs carry their bytes for the model; other files only their name.
   */
  files?: ModelFile[];
}

export interface ModelFile {
  name: string;
  mediaType: string;
  data?: Uint8Array;
}

export type GenerationPart =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'source'; title: string; url: string }
  /** What the provider counted for the call, once at its end (generation metrics, issue 22). */
  | { type: 'usage'; inputTokens: number; outputTokens: number };

/** How a reply is to be written. */
export interface StreamOptions {
  /** The language of the recipe (reply-language.ts); English when absent. */
  language?: Language;
  /**
   * Instructions in place of the recipe-writing prompt (a marketplace trial runs a listing's
   * hidden recipe on the visitor's input). The offline composer has no instructions to follow and
   * answers as it always does.
   */
  system?: string;
}

export interface RecipeModel {
  /** 'offline', or the provider and model id, e.g. 'gemini:gemini-2.5-flash'. */
  readonly id: string;
  /**
   * Set when the model runs on the user's own key: it counts nothing against the allowance, and
   * its failures say the fault is with that key (OWN_KEY_FAILURE_KEYS).
   */
  readonly ownKey?: boolean;
  stream(
    messages: ModelMessage[],
    signal: AbortSignal,
    options?: StreamOptions,
  ): AsyncIterable<GenerationPart>;
  title(firstMessage: string, signal?: AbortSignal): Promise<string>;
  /**
   * One short non-streamed answer to `prompt` under `system` (tags for a saved recipe). Absent on
   * the offline composer: callers fall back to their own non-AI way.
   */
  complete?(system: string, prompt: string, signal?: AbortSignal): Promise<string>;
}

/** Why a generation failed, in the terms the product reacts to (chat-assistant.md §8). */
export type FailureKind = 'cancelled' | 'auth' | 'rate-limit' | 'transient' | 'other';

export class GenerationFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GenerationFailure';
  }
}

/** What a failure is called in the error table (shared/errors/chat-errors.ts). */
export const FAILURE_KEYS = {
  auth: 'generation.apiKey',
  'rate-limit': 'generation.rateLimited',
  transient: 'generation.failed',
  other: 'generation.failed',
} as const satisfies Record<Exclude<FailureKind, 'cancelled'>, ErrorKey>;

/** The same on the user's own key: they can fix it, so the message points them at it. */
export const OWN_KEY_FAILURE_KEYS = {
  auth: 'generation.ownKeyRefused',
  'rate-limit': 'generation.rateLimited',
  transient: 'generation.ownModelFailed',
  other: 'generation.ownModelFailed',
} as const satisfies Record<Exclude<FailureKind, 'cancelled'>, ErrorKey>;

/** The error table's key for a failure of `model`. */
export function failureKeyOf(
  kind: Exclude<FailureKind, 'cancelled'>,
  model: Pick<RecipeModel, 'id' | 'ownKey'>,
) {
  // A refused Gemini key keeps chat-assistant.md §8's wording, which already names the user's
  // Gemini key; an OpenAI-compatible key of the user's own gets the message that points at it.
  if (kind === 'auth' && model.id.startsWith('gemini:')) return FAILURE_KEYS.auth;
  return (model.ownKey ? OWN_KEY_FAILURE_KEYS : FAILURE_KEYS)[kind];
}
