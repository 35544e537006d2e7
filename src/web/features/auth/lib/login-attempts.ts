import { LIMITS } from '@shared/constants';
import { safeLocalStorage } from '@web/lib/app-storage';

/**
 * The spec's browser-side login counter (chat-assistant.md §4 "Login rate limit"): after 5 failed
 * attempts sign-in is blocked here for 5 minutes; success resets. The server enforces its own
 * limit per account and IP; this one only spares the user pointless round trips.
 */
export const LOGIN_ATTEMPTS_KEY = 'rf-login-attempts';

interface AttemptState {
  count: number;
  /** When the first failure of the current window happened. */
  firstAt: number;
  /** Set when the count reached the limit: blocked until then. */
  lockedUntil: number;
}

const EMPTY: AttemptState = { count: 0, firstAt: 0, lockedUntil: 0 };

function read(storage: Storage | undefined): AttemptState {
  try {
    const raw = storage?.getItem(LOGIN_ATTEMPTS_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<AttemptState>;
    return {
      count: Number(parsed.count) || 0,
      firstAt: Number(parsed.firstAt) || 0,
      lockedUntil: Number(parsed.lockedUntil) || 0,
    };
  } catch {
    return EMPTY;
  }
}

function write(storage: Storage | undefined, state: AttemptState): void {
  try {
    storage?.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the server's limit still applies.
  }
}

export function createLoginAttempts(
  storage: Storage | undefined = safeLocalStorage(),
  now = () => Date.now(),
) {
  return {
    isLocked(): boolean {
      return read(storage).lockedUntil > now();
    },
    /** Counts one failed attempt; returns true when this one reached the limit. */
    recordFailure(): boolean {
      const t = now();
      let state = read(storage);
      if (state.lockedUntil && state.lockedUntil <= t) state = EMPTY;
      if (t - state.firstAt > LIMITS.loginWindowMs) state = { ...EMPTY, firstAt: t };
      const count = state.count + 1;
      const locked = count >= LIMITS.loginAttempts;
      write(storage, {
        count,
        firstAt: state.firstAt || t,
        lockedUntil: locked ? t + LIMITS.loginWindowMs : 0,
      });
      return locked;
    },
    reset(): void {
      try {
        storage?.removeItem(LOGIN_ATTEMPTS_KEY);
      } catch {
        // Nothing to reset.
      }
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
