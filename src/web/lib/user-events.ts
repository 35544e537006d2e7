import { chatEndpoints } from '@shared/contracts/endpoints/chat';
import { USER_EVENT_TYPES, type UserEvent, userEventSchema } from '@shared/contracts/user-events';
import { endpointUrl } from './api/call-endpoint';

/**
 * One connection per tab to the signed-in user's channel (GET /api/events), shared by everything
 * that wants live updates (the sidebar's chat list, the recipe screens): browsers allow only a
 * few connections per origin, so features subscribe here instead of opening their own.
 */
type Listener = (event: UserEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function dispatch(message: MessageEvent) {
  let event: UserEvent;
  try {
    const parsed = userEventSchema.safeParse(JSON.parse(String(message.data)));
    if (!parsed.success) return;
    event = parsed.data;
  } catch {
    return; // Not one of ours.
  }
  for (const listener of listeners) listener(event);
}

/** Listens to the user's events; the connection opens with the first listener and closes with the last. */
export function subscribeUserEvents(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  listeners.add(listener);
  if (!source) {
    source = new EventSource(endpointUrl(chatEndpoints.events), { withCredentials: true });
    for (const type of USER_EVENT_TYPES) source.addEventListener(type, dispatch as EventListener);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
