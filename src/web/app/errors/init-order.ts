import { INIT_RELOAD_FLAG, safeSessionStorage } from '@web/lib/app-storage';
import { browser } from '@web/lib/browser';
import { isInitOrderError } from '@web/lib/classify-error';

/**
 * "Cannot access 'X' before initialization" usually means a stale or half-loaded bundle; one
 * automatic reload fixes it. The sessionStorage flag makes sure it is only ever one, so a real
 * bug cannot loop the page.
 * Returns true when a reload was started (the caller should render nothing meanwhile).
 */
export function reloadOnceForInitOrderError(error: unknown): boolean {
  if (!isInitOrderError(error)) return false;
  const session = safeSessionStorage();
  if (!session || session.getItem(INIT_RELOAD_FLAG)) return false;
  session.setItem(INIT_RELOAD_FLAG, '1');
  browser.reload();
  return true;
}

/** A manual refresh earns the automatic reload back for a later, unrelated occurrence. */
export function clearInitOrderFlag(): void {
  safeSessionStorage()?.removeItem(INIT_RELOAD_FLAG);
}
