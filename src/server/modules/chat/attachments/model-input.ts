import { buffer } from 'node:stream/consumers';
import { TEXT_LIKE_TYPES } from '@shared/chat/attachments';
import type { ModelFile, ModelMessage } from '../../../ai/model';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../storage/storage';
import type { MessageRow } from '../chat.queries';
import { type AttachmentRow, attachmentsOfMessages } from './attachments.queries';

const HISTORY_MESSAGES = 20;
/** A text file beyond this is cut: the model's context is for the conversation, not a whole book. */
const TEXT_FILE_MAX_CHARS = 50_000;

export interface AttachmentBytes {
  name: string;
  type: string;
  data: Buffer;
}

/** Images and PDFs go to the model as files (chat-assistant.md §7: generate from image). */
const modelReadsAsFile = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/**
 * A user's message with its files, as the model gets it: text-like files read into the prompt,
 * images and PDFs as files, anything else (Word, archives) named only.
 */
export function userMessageWithFiles(content: string, files: AttachmentBytes[]): ModelMessage {
  const texts: string[] = [];
  const modelFiles: ModelFile[] = [];
  for (const file of files) {
    if (TEXT_LIKE_TYPES.has(file.type)) {
      const text = file.data.toString('utf8');
      const cut = text.length > TEXT_FILE_MAX_CHARS ? `${text.slice(0, TEXT_FILE_MAX_CHARS)}\n[…cut]` : text;
      texts.push(`Attached file ${file.name}:\n\`\`\`\n${cut}\n\`\`\``);
    } else if (modelReadsAsFile(file.type)) {
      modelFiles.push({ name: file.name, mediaType: file.type, data: new Uint8Array(file.data) });
    } else {
      modelFiles.push({ name: file.name, mediaType: file.type });
    }
  }
  return {
    role: 'user',
    content: [content, ...texts].filter(Boolean).join('\n\n'),
    ...(modelFiles.length > 0 ? { files: modelFiles } : {}),
  };
}

/** The messages of a conversation the model should see: users' messages and finished replies. */
export function conversationRows(rows: MessageRow[]): MessageRow[] {
  return rows
    .filter((m) =>
      m.role === 'user'
        ? m.content.trim() || m.attachments.length > 0
        : m.status === 'complete' && m.content.trim(),
    )
    .slice(-HISTORY_MESSAGES);
}

/**
 * The model's input for a stored conversation, with every user message's files read from
 * storage. A file missing from storage is left out rather than failing the whole reply.
 */
export async function modelHistory(
  db: Db,
  storage: FileStorage,
  rows: MessageRow[],
): Promise<ModelMessage[]> {
  const kept = conversationRows(rows);
  const withFiles = kept.filter((m) => m.role === 'user' && m.attachments.length > 0).map((m) => m.id);
  const attachments = await attachmentsOfMessages(db, withFiles);
  const byMessage = new Map<string, AttachmentRow[]>();
  for (const row of attachments)
    byMessage.set(row.messageId!, [...(byMessage.get(row.messageId!) ?? []), row]);
  return Promise.all(
    kept.map(async (m): Promise<ModelMessage> => {
      if (m.role === 'assistant') return { role: 'assistant', content: m.content };
      const files = await Promise.all(
        (byMessage.get(m.id) ?? [])
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .map(async (row) => readAttachment(storage, row)),
      );
      return userMessageWithFiles(
        m.content,
        files.filter((f) => f !== null),
      );
    }),
  );
}

async function readAttachment(storage: FileStorage, row: AttachmentRow): Promise<AttachmentBytes | null> {
  // Only what the model reads is loaded; a zip is named, never read.
  if (!TEXT_LIKE_TYPES.has(row.type) && !modelReadsAsFile(row.type))
    return { name: row.name, type: row.type, data: Buffer.alloc(0) };
  const file = await storage.get(row.storageKey);
  if (!file) return null;
  return { name: row.name, type: row.type, data: await buffer(file.body) };
}
