import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { browser } from '@web/lib/browser';
import { AuthFlowError } from './auth-errors';
import { rememberRedirectDestination } from './auth-redirect';

/**
 * Google sign-in by popup with a redirect fallback (chat-assistant.md §7, §8 "Google sign-in").
 *
 * The popup is opened synchronously inside the click handler (blockers allow that), blank at
 * first; the sign-in address is then fetched and loaded into it. The server's callback lands
 * the popup on /auth?popup=1, which posts a message to this window and closes. A blocked popup,
 * or a browser security / cross-origin error, switches to a full-page redirect whose landing
 * page (/auth) sends the user to the destination kept under auth_redirect_destination.
 */
export const POPUP_CALLBACK = '/auth?popup=1';
export const REDIRECT_CALLBACK = '/auth';
export const AUTH_MESSAGE_TYPE = 'rf-auth-popup';
const POPUP_NAME = 'rf-google-sign-in';
const POPUP_FEATURES = 'popup=yes,width=500,height=640';
const URL_TIMEOUT_MS = 15_000;
const TIMEOUT_RETRY_DELAY_MS = 1_000;
const CLOSED_POLL_MS = 500;

export interface PopupMessage {
  type: typeof AUTH_MESSAGE_TYPE;
  ok: boolean;
  error?: string;
}

export type GoogleOutcome = 'signed-in' | 'redirecting';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isTimeout(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    (error instanceof ApiRequestError && error.code === NETWORK_ERROR_CODE)
  );
}

/** Asks the server for Google's sign-in address; a timeout is retried once after 1 second. */
export async function fetchGoogleUrl(callbackURL: string): Promise<string> {
  const body = {
    providerId: 'google' as const,
    callbackURL,
    errorCallbackURL: callbackURL,
    disableRedirect: true,
  };
  const once = () =>
    callEndpoint(authEndpoints.signInWithProvider, { body }, { signal: AbortSignal.timeout(URL_TIMEOUT_MS) });
  let answer: { url?: string } | undefined;
  try {
    answer = await once();
  } catch (error) {
    if (!isTimeout(error)) throw error;
    await sleep(TIMEOUT_RETRY_DELAY_MS);
    answer = await once();
  }
  if (!answer?.url) throw new AuthFlowError('auth/operation-not-allowed');
  return answer.url;
}

function isSecurityError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'SecurityError') ||
    (error instanceof Error && /cross-origin|security/i.test(error.message))
  );
}

/** Full-page fallback: keep the destination, then leave for Google. */
export async function redirectToGoogle(destination: string): Promise<GoogleOutcome> {
  rememberRedirectDestination(destination);
  const url = await fetchGoogleUrl(REDIRECT_CALLBACK);
  browser.assign(url);
  return 'redirecting';
}

function waitForPopup(popup: Window): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      fn();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<PopupMessage> | null;
      if (data?.type !== AUTH_MESSAGE_TYPE) return;
      finish(() => (data.ok ? resolve() : reject(new AuthFlowError(data.error ?? 'auth/internal-error'))));
    };
    const timer = setInterval(() => {
      try {
        // A grace period lets a success message posted just before closing arrive first.
        if (popup.closed)
          setTimeout(
            () => finish(() => reject(new AuthFlowError('auth/popup-closed-by-user'))),
            CLOSED_POLL_MS,
          );
      } catch (error) {
        // A Cross-Origin-Opener-Policy can make even `closed` unreadable.
        finish(() => reject(error));
      }
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

/**
 * Call directly from a click handler. Resolves 'signed-in' when the popup finished (the caller
 * refreshes or reloads), or 'redirecting' when the page is leaving for Google.
 */
export async function signInWithGoogle(destination: string): Promise<GoogleOutcome> {
  let popup: Window | null = null;
  try {
    popup = window.open('', POPUP_NAME, POPUP_FEATURES);
  } catch (error) {
    if (isSecurityError(error)) return redirectToGoogle(destination);
    throw error;
  }
  if (!popup) return redirectToGoogle(destination);

  try {
    const url = await fetchGoogleUrl(POPUP_CALLBACK);
    popup.location.href = url;
    await waitForPopup(popup);
    return 'signed-in';
  } catch (error) {
    try {
      popup.close();
    } catch {
      // Already gone.
    }
    if (isSecurityError(error)) return redirectToGoogle(destination);
    throw error;
  }
}
