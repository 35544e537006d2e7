import { useSyncExternalStore } from 'react';

/**
 * Whether the page needs the Toaster yet. Public pages rarely toast, so sonner (the Toaster and
 * `toast`) stays out of their download until a screen that toasts loads (lib/toast.ts asks for it).
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
