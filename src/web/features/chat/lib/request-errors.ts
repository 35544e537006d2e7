import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';
import type { ChatContext } from './chat-transport';

/** A request the server refused before any reply was written, told the way its code asks. */
export function requestFailed({ store, services }: ChatContext, error: ApiRequestError): void {
  switch (error.code) {
    case 'LIMIT_REACHED':
      store.set({ limitMessage: error.message }, true);
      services.openAuthPrompt('signup');
      return;
    case 'DUPLICATE':
      return; // already on its way: ignored quietly
    case 'CONFLICT':
      services.toast(error.message);
      return;
    case NETWORK_ERROR_CODE:
      store.set({ inputError: error.message }, true);
      return;
    default:
      store.set({ inputError: error.message }, true);
  }
}

/**
 * A retry or message action that could not start: the free limit gets its message and sign-up
 * prompt, anything else a toast (the input is not involved).
 */
export function actionFailed(context: ChatContext, error: unknown): void {
  context.activity.end();
  if (error instanceof ApiRequestError) {
    if (error.code === 'LIMIT_REACHED') requestFailed(context, error);
    else context.services.toast(error.message);
  }
}
