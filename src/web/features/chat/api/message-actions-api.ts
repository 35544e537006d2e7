import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import { chatActionEndpoints } from '@shared/contracts/endpoints/chat-actions';
import { callChatEndpoint } from './chat-api';

/** The per-message actions of signed-in chats (src/shared/contracts/endpoints/chat-actions.ts). */
export const messageActionsApi = {
  regenerate: (id: string, option: RegenerateOption) =>
    callChatEndpoint(chatActionEndpoints.regenerate, { params: { messageId: id }, body: { option } }),
  selectVersion: (id: string, index: number) =>
    callChatEndpoint(chatActionEndpoints.selectVersion, { params: { messageId: id }, body: { index } }),
  edit: (id: string, content: string) =>
    callChatEndpoint(chatActionEndpoints.edit, { params: { messageId: id }, body: { content } }),
  feedback: (id: string, body: FeedbackRequest) =>
    callChatEndpoint(chatActionEndpoints.feedback, { params: { messageId: id }, body }),
  convert: (id: string) => callChatEndpoint(chatActionEndpoints.convert, { params: { messageId: id } }),
};
