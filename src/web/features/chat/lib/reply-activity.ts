import { STANDARD_STAGES } from '@shared/chat/progress';
import { LIMITS, UI_TIMINGS } from '@shared/constants';
import type { ChatStore } from './chat-store';
import type { UiMessage } from './message-model';
import { createLoadingGuard } from './sending-rules';

const STANDARD_STEP_MS = 1_200;
const QUALITY_CHECK_MS = LIMITS.streamingQualityCheckMs;
const PREPARING = { stage: 'preparing', percent: 5 } as const;

/**
 * The reply being written, as the screen shows it (chat-assistant.md §4): the loading guard,
 * the progress stages (streamed, or on a timer in standard mode), the connection quality while
 * it streams and the announcement when it ends. Either transport drives it the same way.
 */
export class ReplyActivity {
  private guard;
  private progressTimers: Array<ReturnType<typeof setTimeout>> = [];
  private qualityTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private store: ChatStore) {
    this.guard = createLoadingGuard((loading) => store.set({ loading }, true));
  }

  /** A request is in progress: sends and actions wait. */
  get loading() {
    return this.guard.loading;
  }

  startLoading() {
    this.guard.start();
  }

  stopLoading() {
    this.guard.stop();
  }

  /** A send went out: its progress starts, on a timer when replies arrive in one piece. */
  sent(standard: boolean) {
    if (standard) this.startStandardProgress();
    else this.store.set({ progress: { ...PREPARING }, streamStartedAt: Date.now() }, true);
    this.startQualityChecks();
  }

  /** Retry, regenerate or edit starts writing into the reply `messageId`. */
  begin(messageId: string) {
    this.guard.start();
    this.store.set(
      {
        activeId: messageId,
        connection: 'good',
        progress: { ...PREPARING },
        streamStartedAt: Date.now(),
        announcement: '',
      },
      true,
    );
    this.startQualityChecks();
  }

  /** A stored reply is being followed; what a send or action already showed is kept. */
  following(messageId: string) {
    this.guard.start();
    const { state } = this.store;
    this.store.set(
      {
        activeId: messageId,
        streamStartedAt: state.streamStartedAt ?? Date.now(),
        progress: state.progress ?? { ...PREPARING },
      },
      true,
    );
    this.startQualityChecks();
  }

  /** Nothing is being written any more (ended, failed or refused). */
  end() {
    this.guard.stop();
    this.clearProgressTimers();
    clearInterval(this.qualityTimer);
    this.qualityTimer = undefined;
    this.store.set(
      {
        activeId: null,
        streamStartedAt: null,
        progress: null,
        connection: this.store.state.connection === 'poor' ? 'good' : this.store.state.connection,
      },
      true,
    );
  }

  /** The reply ended: a full bar for a moment when it is complete, and a word for screen readers. */
  finished(message: UiMessage) {
    this.end();
    const done = message.status === 'complete';
    this.store.set(
      {
        progress: done ? { stage: 'complete', percent: 100 } : null,
        announcement: message.status === 'error' ? 'failed' : 'finished',
      },
      true,
    );
    this.progressTimers.push(
      setTimeout(() => this.store.set({ progress: null }, true), UI_TIMINGS.progressResetMs),
    );
  }

  private clearProgressTimers() {
    for (const timer of this.progressTimers) clearTimeout(timer);
    this.progressTimers = [];
  }

  /** Non-streaming stages on a timer (§4): structuring 25%, optimizing 60%, finalizing 80%. */
  private startStandardProgress() {
    this.clearProgressTimers();
    const [first, ...rest] = STANDARD_STAGES.filter((s) => s.stage !== 'complete');
    this.store.set({ progress: first ? { ...first } : null, streamStartedAt: null }, true);
    rest.forEach((stage, i) => {
      this.progressTimers.push(
        setTimeout(() => this.store.set({ progress: { ...stage } }, true), STANDARD_STEP_MS * (i + 1)),
      );
    });
  }

  /** Quality (§4): poor after 90 s of streaming, checked every 5 s. */
  private startQualityChecks() {
    clearInterval(this.qualityTimer);
    this.qualityTimer = setInterval(() => {
      const { streamStartedAt: started, connection } = this.store.state;
      if (started && connection === 'good' && Date.now() - started >= LIMITS.streamingSlowWarningMs)
        this.store.set({ connection: 'poor' }, true);
    }, QUALITY_CHECK_MS);
  }

  dispose() {
    this.guard.dispose();
    this.clearProgressTimers();
    clearInterval(this.qualityTimer);
  }
}
