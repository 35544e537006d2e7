import { describe, expect, it } from 'vitest';
import { classifyError, describeError, isExtensionError, isInitOrderError } from './classify-error';

describe('classifyError', () => {
  it('recognises browser-security popup errors before other auth errors', () => {
    expect(classifyError(Object.assign(new Error('Popup blocked'), { code: 'auth/popup-blocked' }))).toBe(
      'popup-security',
    );
    expect(
      classifyError(new Error('Cross-Origin-Opener-Policy policy would block the window.closed call.')),
    ).toBe('popup-security');
  });

  it('recognises other authentication errors', () => {
    expect(classifyError(Object.assign(new Error('x'), { code: 'auth/user-token-expired' }))).toBe('auth');
    expect(classifyError(new Error('Authentication failed: session expired'))).toBe('auth');
    const named = new Error('nope');
    named.name = 'AuthError';
    expect(classifyError(named)).toBe('auth');
  });

  it('recognises context errors', () => {
    expect(classifyError(new Error('useAuth must be used within an AuthProvider'))).toBe('context');
  });

  it('recognises React errors', () => {
    expect(classifyError(new Error('Invalid hook call. Hooks can only be called inside of the body.'))).toBe(
      'react',
    );
    expect(classifyError(new Error('Minified React error #31'))).toBe('react');
  });

  it('recognises initialisation-order errors', () => {
    const err = new ReferenceError("Cannot access 'store' before initialization");
    expect(classifyError(err)).toBe('init-order');
    expect(isInitOrderError(err)).toBe(true);
    expect(isInitOrderError(new Error('store is not defined'))).toBe(false);
  });

  it('falls back to generic', () => {
    expect(classifyError(new Error('Boom'))).toBe('generic');
    expect(classifyError(undefined)).toBe('generic');
    expect(classifyError(42)).toBe('generic');
  });

  it('accepts plain strings', () => {
    expect(classifyError('auth/popup-closed-by-user')).toBe('popup-security');
  });
});

describe('isExtensionError', () => {
  it('matches extension messaging errors by message or source', () => {
    expect(isExtensionError(new Error('Could not establish connection. Receiving end does not exist.'))).toBe(
      true,
    );
    expect(isExtensionError(new Error('Extension context invalidated.'))).toBe(true);
    expect(isExtensionError(new Error('x is undefined'), 'chrome-extension://abc/content.js')).toBe(true);
    expect(classifyError('The message port closed before a response was received.')).toBe('extension');
  });

  it('does not match the app’s own errors', () => {
    expect(isExtensionError(new Error('x is undefined'), 'http://localhost/assets/index.js')).toBe(false);
  });
});

describe('describeError', () => {
  it('includes a non-default name and the code', () => {
    const err = Object.assign(new TypeError('bad'), { code: 'E1' });
    expect(describeError(err)).toBe('TypeError: bad (E1)');
    expect(describeError(new Error('plain'))).toBe('plain');
  });
});
