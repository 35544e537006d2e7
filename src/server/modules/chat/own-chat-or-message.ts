import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type ChatRow, findOwnChat, findOwnMessage, type MessageRow } from './chat.queries';

/**
 * The user's own chat or message for a route, or NOT_FOUND: another user's id answers exactly
 * like one that does not exist.
 */
export async function ownChatOrNotFound(db: Db, userId: string, chatId: string): Promise<ChatRow> {
  const chat = await findOwnChat(db, userId, chatId);
  if (!chat) throw new AppError('NOT_FOUND', 'This chat was not found.');
  return chat;
}

export async function ownMessageOrNotFound(db: Db, userId: string, messageId: string): Promise<MessageRow> {
  const message = await findOwnMessage(db, userId, messageId);
  if (!message) throw new AppError('NOT_FOUND', 'This message was not found.');
  return message;
}
