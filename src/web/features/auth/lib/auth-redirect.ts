import { safeLocalStorage } from '@web/lib/app-storage';

/**
 * Where to go after a full-page Google sign-in (chat-assistant.md §7: "kept locally under
 * auth_redirect_destination"; the auth redirect keys are cleared after 1 second).
 */
export const AUTH_REDIRECT_DESTINATION_KEY = 'auth_redirect_destination';
export const AUTH_REDIRECT_STARTED_KEY = 'auth_redirect_started_at';
export const AUTH_REDIRECT_CLEAR_DELAY_MS = 1_000;
export const DEFAULT_AFTER_SIGN_IN = '/chat';

/** Only paths on this site: a stored or carried destination can never send the user elsewhere. */
export function safeLocalPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  return value;
}

export function rememberRedirectDestination(path: string): void {
  const storage = safeLocalStorage();
  try {
    storage?.setItem(AUTH_REDIRECT_DESTINATION_KEY, safeLocalPath(path));
    storage?.setItem(AUTH_REDIRECT_STARTED_KEY, String(Date.now()));
  } catch {
    // Without storage the user lands on the default page.
  }
}

export function readRedirectDestination(): string {
  try {
    return safeLocalPath(safeLocalStorage()?.getItem(AUTH_REDIRECT_DESTINATION_KEY));
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

export function clearRedirectKeys(): void {
  const storage = safeLocalStorage();
  try {
    storage?.removeItem(AUTH_REDIRECT_DESTINATION_KEY);
    storage?.removeItem(AUTH_REDIRECT_STARTED_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The page a guard sent the user away from, carried in navigation state as `from`. */
export function destinationFromState(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname) return DEFAULT_AFTER_SIGN_IN;
  return safeLocalPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}

/**
 * When an auth page's form sent the user on itself (back where they came from), the shell's
 * fallback to /chat must stand down: while the next screen's code loads, the auth page stays on
 * screen, and its 500 ms fallback would otherwise win over the page the user came from.
 */
let claims = 0;
export function claimAfterSignIn(): void {
  claims += 1;
}
/** A mark to compare later: has an auth page sent the user on since it was taken? */
export function afterSignInClaims(): number {
  return claims;
}
