/**
 * "Use Standard Mode" (chat-assistant.md §4): replies arrive in one piece instead of streaming.
 * Remembered in this browser; read by the chat controller at send time.
 */
const KEY = 'rf-chat-standard-mode';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const standardMode = {
  get: read,
  set(on: boolean) {
    try {
      if (on) window.localStorage.setItem(KEY, '1');
      else window.localStorage.removeItem(KEY);
    } catch {
      // Not remembered, still applied below for this page.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
