/**
 * Asks the app-wide auth modal to open, without importing it: the accounts feature listens for
 * this event. Keeps public pages decoupled from (and their chunks free of) the auth code.
 */
export const AUTH_PROMPT_EVENT = 'rf:auth-prompt';

export type AuthPromptEventMode = 'login' | 'signup';

export function openAuthPrompt(mode: AuthPromptEventMode): void {
  window.dispatchEvent(new CustomEvent(AUTH_PROMPT_EVENT, { detail: { mode } }));
}
