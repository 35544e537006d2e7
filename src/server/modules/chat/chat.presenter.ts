import type { Chat, ChatMessage } from '@shared/contracts/chat';
import type { ChatRow, MessageRow } from './chat.queries';
import { presentReplyError } from './reply-error';

export const presentChat = (row: ChatRow): Chat => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  chatId: row.chatId,
  role: row.role,
  content: row.content,
  status: row.status,
  ...presentReplyError(row.error),
  notice: row.notice,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  responseVersions: row.responseVersions,
  currentResponseIndex: row.currentResponseIndex,
  regenerationCount: row.regenerationCount,
  thinkingContent: row.thinkingContent,
  sources: row.sources,
  feedback: row.feedback,
  feedbackReason: row.feedbackReason,
  feedbackComment: row.feedbackComment,
  isExecuted: row.isExecuted,
  convertedCode: row.convertedCode,
  attachments: row.attachments,
});
