import type { ChatAttachment, ChatMessage, MessageStatus, Source, Usage } from '@shared/contracts/chat';
import { errorText } from '@web/lib/error-text';

/**
 * A message as the chat screen holds it: the server's Message fields that the screen shows
 * (chat-assistant.md §3), the same shape for signed-in chats and the browser-only anonymous ones.
 */
export interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: MessageStatus;
  error: string | null;
  /** A passing note such as 'Connection issue detected. Retrying... (1/2)'. */
  notice: string | null;
  thinking: string;
  sources: Source[];
  createdAt: string;
  /** Versions (regenerated answers, edited user messages); empty until there is a second one. */
  versions?: string[];
  versionIndex?: number;
  regenerationCount?: number;
  feedback?: 'positive' | 'negative' | null;
  feedbackReason?: string | null;
  feedbackComment?: string | null;
  isExecuted?: boolean;
  convertedCode?: Record<string, string>;
  /** Files sent with a user message (images previewed, others as chips). */
  attachments?: ChatAttachment[];
}

export interface Progress {
  stage: string;
  percent: number;
}

export const fromServerMessage = (m: ChatMessage): UiMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  status: m.status,
  // Worded for the reader from its key; rows from before keys carry only their English text.
  error: m.error === null ? null : errorText({ key: m.errorKey ?? undefined, message: m.error }),
  notice: m.notice,
  thinking: m.thinkingContent,
  sources: m.sources,
  createdAt: m.createdAt,
  versions: m.responseVersions,
  versionIndex: m.currentResponseIndex,
  regenerationCount: m.regenerationCount,
  feedback: m.feedback,
  feedbackReason: m.feedbackReason,
  feedbackComment: m.feedbackComment ?? null,
  isExecuted: m.isExecuted,
  convertedCode: m.convertedCode,
  attachments: m.attachments,
});

let localCounter = 0;
/** Ids for messages made in the browser (optimistic ones, anonymous chats). */
export function localId(prefix = 'local'): string {
  localCounter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}-${localCounter}`;
}

export function newMessage(
  role: UiMessage['role'],
  content: string,
  status: MessageStatus = 'complete',
): UiMessage {
  return {
    id: localId(role === 'user' ? 'u' : 'a'),
    role,
    content,
    status,
    error: null,
    notice: null,
    thinking: '',
    sources: [],
    createdAt: new Date().toISOString(),
  };
}

/** A reply that ended before its text was finished: interrupted, failed or stopped. */
export const endedUnfinished = (m: Pick<UiMessage, 'status'>) =>
  m.status === 'interrupted' || m.status === 'error' || m.status === 'cancelled';

/** Interrupted, failed and stopped replies offer Retry. */
export const canRetry = (m: UiMessage) => m.role === 'assistant' && endedUnfinished(m);

export type { Usage };
