import type { StreamEvent } from '@shared/contracts/chat';
import { createEventStreamParser } from '@web/lib/api/event-stream-parser';
import { decodeStreamEvent } from './decode-stream-event';

/**
 * The chat's parser of a `text/event-stream` body (the anonymous generate answer is read with
 * fetch, not EventSource): reply events, those that fail the contract skipped.
 */
export function createSseParser() {
  return createEventStreamParser<StreamEvent>(decodeStreamEvent);
}
