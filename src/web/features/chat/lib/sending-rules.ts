import { contentHash, sanitizeInput, wordOverlap } from '@shared/chat/input';
import { LIMITS } from '@shared/constants';

/**
 * The sending rules of chat-assistant.md §5 and the loading guard of §4, as one pure check
 * over the recent history the chat keeps (`SendMemory`).
 */
export type SendBlock = 'blank' | 'loading' | 'same-text' | 'duplicate' | 'overlap';

export interface SendMemory {
  lastUser: { text: string; at: number } | null;
  /** Content hashes of recent sends and when they were sent. */
  hashes: Map<string, number>;
}

export const createSendMemory = (): SendMemory => ({ lastUser: null, hashes: new Map() });

export interface SendCheckInput {
  text: string;
  now: number;
  loading: boolean;
  /** Contents of the chat's assistant messages, oldest first. */
  assistantContents: readonly string[];
  memory: SendMemory;
  /** Files sent with the text: they make a blank text sendable and a repeated text new. */
  attachmentCount?: number;
}

export type SendCheck =
  | { ok: true; text: string; hash: string }
  | { ok: false; reason: SendBlock; text: string };

export function checkSend({
  text: raw,
  now,
  loading,
  assistantContents,
  memory,
  attachmentCount = 0,
}: SendCheckInput): SendCheck {
  const text = sanitizeInput(raw);
  if (!text && attachmentCount === 0) return { ok: false, reason: 'blank', text };
  if (loading) return { ok: false, reason: 'loading', text };
  // §5: needs non-blank text or an attachment; the repeat rules are about text sent alone.
  if (attachmentCount > 0) return { ok: true, text, hash: contentHash(`${text}\u0000files:${now}`) };
  if (
    memory.lastUser &&
    memory.lastUser.text === text &&
    now - memory.lastUser.at < LIMITS.duplicateSendWindowMs
  )
    return { ok: false, reason: 'same-text', text };
  const hash = contentHash(text);
  const seen = memory.hashes.get(hash);
  if (seen !== undefined && now - seen < LIMITS.duplicateHashWindowMs)
    return { ok: false, reason: 'duplicate', text };
  const recent = assistantContents.slice(-3);
  if (recent.some((content) => wordOverlap(text, content) > LIMITS.similarityThreshold))
    return { ok: false, reason: 'overlap', text };
  return { ok: true, text, hash };
}

/** Remembers a send that went out (so a quick repeat is ignored). */
export function rememberSend(memory: SendMemory, text: string, hash: string, now: number): void {
  memory.lastUser = { text, at: now };
  for (const [key, at] of memory.hashes)
    if (now - at >= LIMITS.duplicateHashWindowMs) memory.hashes.delete(key);
  memory.hashes.set(hash, now);
}

/** Forgets a send that failed before it reached the model, so the user can send it again at once. */
export function forgetSend(memory: SendMemory, text: string, hash: string): void {
  memory.hashes.delete(hash);
  if (memory.lastUser?.text === text) memory.lastUser = null;
}

/**
 * The loading guard (§4): sending is ignored while a request is in progress, and the flag
 * resets itself after 30 s so a lost answer can never lock the input for good.
 */
export function createLoadingGuard(
  onChange: (loading: boolean) => void,
  timeoutMs = LIMITS.loadingAutoRecoveryMs,
) {
  let loading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (next) timer = setTimeout(() => set(false), timeoutMs);
    if (next !== loading) {
      loading = next;
      onChange(next);
    }
  };
  return {
    get loading() {
      return loading;
    },
    start: () => set(true),
    stop: () => set(false),
    dispose: () => clearTimeout(timer),
  };
}
