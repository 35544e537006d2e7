import { errorText } from '@web/lib/error-text';
import type { FeedbackRequest } from '@shared/contracts/chat-actions';
import type { UiMessage } from './message-model';

/**
 * What the message actions change in a message (chat-assistant.md §4 Regeneration, User message,
 * Feedback), as the server changes a stored one: the screen shows it at once, and an anonymous
 * chat keeps it so.
 */

/** A message's versions: its text alone until there is a second one. */
export const versionsOf = (message: UiMessage): string[] =>
  message.versions?.length ? message.versions : [message.content];

/** Another version shown; what belonged to the one shown before (a run, converted code) goes. */
export const showVersion = (message: UiMessage, versions: string[], index: number): UiMessage => ({
  ...message,
  content: versions[index]!,
  versionIndex: index,
  error: null,
  isExecuted: false,
  convertedCode: {},
});

/** An edited user message: the new text as its latest version. */
export function addVersion(message: UiMessage, content: string): UiMessage {
  const versions = versionsOf(message);
  return { ...message, content, versions: [...versions, content], versionIndex: versions.length };
}

/** A reply about to be written again: an empty new version, shown while it streams. */
export const startNewVersion = (m: UiMessage, versions: string[]): UiMessage => ({
  ...m,
  status: 'streaming',
  content: '',
  thinking: '',
  sources: [],
  error: null,
  notice: null,
  versions: [...versions, ''],
  versionIndex: versions.length,
  regenerationCount: (m.regenerationCount ?? 0) + 1,
  isExecuted: false,
  convertedCode: {},
});

/**
 * The new version's end: kept with its text when it completed or was stopped; otherwise it goes,
 * the version shown before (`previous`) comes back and the failure is told.
 */
export const settleNewVersion = (m: UiMessage, versions: string[], previous: number): UiMessage =>
  m.status === 'complete' || m.status === 'cancelled'
    ? { ...m, versions: (m.versions ?? []).map((v, i) => (i === m.versionIndex ? m.content : v)) }
    : {
        ...m,
        status: 'complete',
        content: versions[previous] ?? '',
        versions,
        versionIndex: previous,
        regenerationCount: Math.max(0, (m.regenerationCount ?? 1) - 1),
        error: errorText({ key: 'generation.regenerationFailed' }),
        notice: null,
      };

/** Thumbs up or down; a reason and comment only come with a thumbs down. */
export const withFeedback = (message: UiMessage, body: FeedbackRequest): UiMessage => ({
  ...message,
  feedback: body.feedback,
  feedbackReason: body.feedback === 'negative' ? body.reason : null,
  feedbackComment: body.feedback === 'negative' ? body.comment?.trim() || null : null,
});
