import type { ClientGenerationAction } from '@shared/contracts/metrics-actions';
import { metricsActionEndpoints } from '@shared/contracts/endpoints/metrics-actions';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * Tells the server the user copied or exported a reply (issue 22 §1 later actions): done in the
 * browser alone, so only the browser knows. Fire and forget: a lost report never bothers the user
 * and never holds the button up. Anonymous chats live in the browser and report nothing.
 */
export function reportReplyAction(messageId: string, action: ClientGenerationAction): void {
  void callEndpoint(metricsActionEndpoints.record, { body: { messageId, action } }).catch(() => {});
}
