import { isExtensionError } from '@web/lib/classify-error';

/**
 * Browser extensions inject scripts whose messaging fails when the extension reloads ("Could not
 * establish connection. Receiving end does not exist."). Those errors are not the app's and must
 * not reach the console noise, error reporting or the user. Returns an uninstall function.
 */
export function silenceExtensionErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isExtensionError(event.error ?? event.message, event.filename)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    if (isExtensionError(reason, stack)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  // Capture phase, so these run before any other listener sees the event.
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection, true);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection, true);
  };
}
