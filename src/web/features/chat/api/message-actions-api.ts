import type { ChatMessage } from '@shared/contracts/chat';
import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import { chatFetch } from './chat-api';

/** The per-message actions of signed-in chats (src/shared/contracts/chat-actions.ts). */
async function post<T>(path: string, body: unknown = {}): Promise<T> {
  return (await (await chatFetch('POST', path, body)).json()) as T;
}
const at = (id: string, action: string) => `/api/messages/${encodeURIComponent(id)}/${action}`;

export const messageActionsApi = {
  regenerate: (id: string, option: RegenerateOption) =>
    post<{ message: ChatMessage }>(at(id, 'regenerate'), { option }),
  selectVersion: (id: string, index: number) => post<{ message: ChatMessage }>(at(id, 'version'), { index }),
  edit: (id: string, content: string) =>
    post<{ userMessage: ChatMessage; assistantMessage: ChatMessage | null }>(at(id, 'edit'), { content }),
  feedback: (id: string, body: FeedbackRequest) => post<{ message: ChatMessage }>(at(id, 'feedback'), body),
  convert: (id: string) => post<{ message: ChatMessage }>(at(id, 'convert')),
};
