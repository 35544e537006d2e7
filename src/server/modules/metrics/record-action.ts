import type { GenerationActionType } from '../../db/insights-schema';
import type { MetricsRecorder } from './metrics-recorder';

/**
 * Records an action the server itself performed on a user's reply (feedback, regenerate, edit,
 * convert, save, share, publish): other modules call this where the action happens, so the
 * figures never rest on the browser's word. Buffered like every record: it costs the request
 * nothing.
 */
export function recordServerAction(
  metrics: MetricsRecorder,
  action: { messageId: string; userId: string | null; action: GenerationActionType },
): void {
  metrics.recordAction({ ...action, at: Date.now() });
}
