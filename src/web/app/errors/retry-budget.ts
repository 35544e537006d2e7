import { UI_TIMINGS } from '@shared/constants';

/** Try Again is offered at most this many times per error (chat-assistant.md §4). */
export const MAX_RETRY_ATTEMPTS = UI_TIMINGS.errorBoundaryRetries;

export function remainingAttempts(used: number, max: number = MAX_RETRY_ATTEMPTS): number {
  return Math.max(0, max - used);
}

/**
 * Attempts used by the route-level boundary, per location (path + query). React Router
 * remounts the error element on every retry, so the count cannot live in component state; it
 * lives here, in memory, so a page reload starts fresh.
 */
const routeAttempts = new Map<string, number>();

export const routeRetryStore = {
  get(key: string): number {
    return routeAttempts.get(key) ?? 0;
  },
  increment(key: string): number {
    const next = (routeAttempts.get(key) ?? 0) + 1;
    routeAttempts.set(key, next);
    return next;
  },
  /** Called on navigation: leaving a location forgets its attempts. */
  keepOnly(key: string): void {
    for (const k of routeAttempts.keys()) if (k !== key) routeAttempts.delete(k);
  },
  clear(): void {
    routeAttempts.clear();
  },
};
