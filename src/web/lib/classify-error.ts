/**
 * Sorts a caught error into the classes of chat-assistant.md §4 "Error boundaries" and §8
 * "Startup and boundaries". Pure: the boundaries and the window handlers decide what to do with
 * the answer.
 */
export type ErrorKind =
  | 'popup-security'
  | 'auth'
  | 'context'
  | 'react'
  | 'init-order'
  | 'extension'
  | 'generic';

interface ErrorLike {
  name: string;
  message: string;
  code: string;
  stack: string;
}

function toErrorLike(error: unknown): ErrorLike {
  if (typeof error === 'string') return { name: '', message: error, code: '', stack: '' };
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return { name: str(e.name), message: str(e.message), code: str(e.code), stack: str(e.stack) };
  }
  return { name: '', message: '', code: '', stack: '' };
}

// Messaging failures from browser extensions talking to their own content scripts: not ours.
const EXTENSION_PATTERNS = [
  /Could not establish connection\. Receiving end does not exist/i,
  /The message port closed before a response was received/i,
  /Extension context invalidated/i,
  /(chrome|moz|safari(-web)?)-extension:\/\//i,
];

// A browser refusing or severing a sign-in popup (blockers, Cross-Origin-Opener-Policy).
const POPUP_PATTERNS = [
  /popup[-_ ]?(blocked|closed)/i,
  /cross-origin-opener-policy/i,
  /window\.closed/i,
  /popup window/i,
];

const AUTH_PATTERNS = [
  /^auth\//i,
  /\bauthenticat/i,
  /\bunauthori[sz]ed\b/i,
  /\bsession (has )?expired\b/i,
  /\bsign[- ]?in\b/i,
];

const CONTEXT_PATTERNS = [/must be used within/i, /\bcontext\b/i, /outside (of )?(an? )?\w*provider/i];

const REACT_PATTERNS = [
  /Minified React error/i,
  /Invalid hook call/i,
  /Rendered (more|fewer) hooks/i,
  /Objects are not valid as a React child/i,
  /Too many re-renders/i,
  /\bReact\b/,
];

const INIT_ORDER_PATTERN = /Cannot access '[^']+' before initialization/;

/** True for errors raised by browser extensions; the app silences them. */
export function isExtensionError(error: unknown, source = ''): boolean {
  const e = toErrorLike(error);
  const haystack = `${e.message}\n${source}`;
  return EXTENSION_PATTERNS.some((re) => re.test(haystack));
}

export function isInitOrderError(error: unknown): boolean {
  return INIT_ORDER_PATTERN.test(toErrorLike(error).message);
}

export function classifyError(error: unknown): ErrorKind {
  const e = toErrorLike(error);
  if (isExtensionError(error)) return 'extension';
  if (isInitOrderError(error)) return 'init-order';
  const text = `${e.code}\n${e.message}`;
  if (POPUP_PATTERNS.some((re) => re.test(text))) return 'popup-security';
  if (e.name === 'AuthError' || AUTH_PATTERNS.some((re) => re.test(e.code) || re.test(e.message)))
    return 'auth';
  if (CONTEXT_PATTERNS.some((re) => re.test(e.message))) return 'context';
  if (REACT_PATTERNS.some((re) => re.test(e.message))) return 'react';
  return 'generic';
}

/** A short technical line for the "Technical details" disclosure; never the stack of a string. */
export function describeError(error: unknown): string {
  const e = toErrorLike(error);
  const head = e.name && e.name !== 'Error' ? `${e.name}: ` : '';
  const code = e.code ? ` (${e.code})` : '';
  return `${head}${e.message || String(error)}${code}`;
}
