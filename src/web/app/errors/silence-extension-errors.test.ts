import { afterEach, describe, expect, it, vi } from 'vitest';
import { silenceExtensionErrors } from './silence-extension-errors';

let uninstall: () => void = () => {};
afterEach(() => uninstall());

function dispatchError(message: string, filename = '') {
  const event = new ErrorEvent('error', { message, filename, cancelable: true, error: new Error(message) });
  window.dispatchEvent(event);
  return event;
}

describe('silenceExtensionErrors', () => {
  it('swallows extension messaging errors before other listeners see them', () => {
    uninstall = silenceExtensionErrors();
    const later = vi.fn();
    window.addEventListener('error', later);
    const event = dispatchError('Could not establish connection. Receiving end does not exist.');
    expect(event.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();
    window.removeEventListener('error', later);
  });

  it('swallows errors from extension sources', () => {
    uninstall = silenceExtensionErrors();
    expect(dispatchError('x is undefined', 'chrome-extension://abcdef/content.js').defaultPrevented).toBe(
      true,
    );
  });

  it('leaves the app’s own errors alone', () => {
    uninstall = silenceExtensionErrors();
    const later = vi.fn();
    window.addEventListener('error', later);
    const event = dispatchError('x is undefined', 'http://localhost/assets/index.js');
    expect(event.defaultPrevented).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
    window.removeEventListener('error', later);
  });
});
