import { type EvaluationRunEvent, evaluationRunEventSchema } from '@shared/contracts/evaluation';
import { evaluationEndpoints } from '@shared/contracts/endpoints/evaluation';
import { endpointUrl } from '@web/lib/api/call-endpoint';

export interface RunEventHandlers {
  onEvent: (event: EvaluationRunEvent) => void;
  /** The browser gave up on the connection (a 401 or 404 answer): `fatal`; else it is retrying. */
  onConnectionError?: (fatal: boolean) => void;
}

const EVENT_TYPES = ['progress', 'end', 'error'] as const;

/** One event's data as the contract's event, or null (not JSON, or not the contract's shape). */
export function decodeRunEvent(data: unknown): EvaluationRunEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = evaluationRunEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows a run's progress over SSE (GET /api/evaluation/runs/:id/events). The server sends where
 * the run is at once, so a reconnect (EventSource retries by itself) or a reload just picks up
 * from there. Closed on `end` or an `error` event, or by the returned function.
 */
export function followRun(runId: string, handlers: RunEventHandlers): () => void {
  const source = new EventSource(endpointUrl(evaluationEndpoints.runEvents, { params: { id: runId } }), {
    withCredentials: true,
  });
  let closed = false;
  const close = () => {
    closed = true;
    source.close();
  };
  // 'error' is also the name of EventSource's own connection error, which has no data: skipped
  // here (decodeRunEvent answers null) and handled by onerror below.
  const listener = (event: Event) => {
    if (closed) return;
    const decoded = decodeRunEvent((event as MessageEvent).data);
    if (!decoded) return;
    handlers.onEvent(decoded);
    if (decoded.type !== 'progress') close();
  };
  for (const type of EVENT_TYPES) source.addEventListener(type, listener);
  source.onerror = () => {
    if (closed) return;
    const fatal = source.readyState === EventSource.CLOSED;
    if (fatal) closed = true;
    handlers.onConnectionError?.(fatal);
  };
  return close;
}
