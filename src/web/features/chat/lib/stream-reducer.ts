import { laterStage, type StreamingStage, STREAMING_STAGES } from '@shared/chat/progress';
import type { StreamEvent, Usage } from '@shared/contracts/chat';
import { errorText } from '@web/lib/error-text';
import type { Progress, UiMessage } from './message-model';

/** What one reply's event stream has told so far, beside the message it writes into. */
export interface StreamState {
  message: UiMessage;
  progress: Progress | null;
  /** Set by the final `done` of an anonymous stream. */
  usage: Usage | null;
  chatTitle: string | null;
  /** True once `done` arrived: the stream is over, whatever its status. */
  finished: boolean;
}

export const initialStreamState = (message: UiMessage): StreamState => ({
  message,
  progress: null,
  usage: null,
  chatTitle: null,
  finished: message.status !== 'streaming',
});

/** Text at `offset`: appended when it continues the text, spliced in when it overlaps it. */
function place(current: string, offset: number, text: string): string {
  if (offset === current.length) return current + text;
  if (offset < current.length) {
    // A repeat of what we have (a reconnect) or a correction: the server's text wins from here.
    const end = offset + text.length;
    return end <= current.length && current.slice(offset, end) === text
      ? current
      : current.slice(0, offset) + text;
  }
  // A gap means we missed something; keep what arrived rather than invent the missing part.
  return current + text;
}

const isStage = (stage: string): stage is StreamingStage => stage in STREAMING_STAGES;

/**
 * The generation stream's events (chat-assistant.md §4 Streaming message) applied to the reply:
 * a `snapshot` replaces the text (first, and again when a retry starts over), `delta` and
 * `thinking` put text at their offset, `retry` shows its note, `error` and `done` end it.
 * Pure: the same events give the same state, wherever they come from (EventSource or fetch).
 */
export function applyStreamEvent(state: StreamState, event: StreamEvent): StreamState {
  const m = state.message;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        message: {
          ...m,
          content: event.content,
          thinking: event.thinking,
          status: event.status,
          // A fresh start (a retry) clears the stale note once text flows again.
          notice: event.status === 'streaming' && event.content === '' ? m.notice : null,
        },
        finished: event.status !== 'streaming' ? state.finished : false,
      };
    case 'delta':
      return {
        ...state,
        message: { ...m, content: place(m.content, event.offset, event.text), notice: null },
      };
    case 'thinking':
      return { ...state, message: { ...m, thinking: place(m.thinking, event.offset, event.text) } };
    case 'sources':
      return { ...state, message: { ...m, sources: event.sources } };
    case 'progress': {
      const previous = state.progress?.stage;
      const stage =
        previous && isStage(previous) && isStage(event.stage)
          ? laterStage(previous, event.stage)
          : event.stage;
      const percent = isStage(stage) ? STREAMING_STAGES[stage] : event.percent;
      return { ...state, progress: { stage, percent: Math.max(percent, state.progress?.percent ?? 0) } };
    }
    case 'retry':
      return { ...state, message: { ...m, notice: event.note } };
    case 'error':
      return { ...state, message: { ...m, status: 'error', error: errorText(event), notice: null } };
    case 'done':
      return {
        ...state,
        finished: true,
        usage: event.usage ?? state.usage,
        chatTitle: event.chatTitle ?? state.chatTitle,
        message: {
          ...m,
          status: m.status === 'error' && event.status === 'complete' ? 'error' : event.status,
          notice: event.status === 'streaming' ? m.notice : null,
        },
      };
    default:
      return state;
  }
}
