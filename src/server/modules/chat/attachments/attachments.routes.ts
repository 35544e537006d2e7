import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_MAX_BYTES, isImageType, storageFileName } from '@shared/chat/attachments';
import { attachmentEndpoints } from '@shared/contracts/endpoints/attachments';
import { readSession } from '../../../auth/guards';
import { AppError } from '../../../http/app-error';
import { endpointRoutes } from '../../../http/endpoint-routes';
import { readSingleFileUpload } from '../../../http/single-file-upload';
import { assertValidKey } from '../../../storage/storage';
import {
  deleteAbandonedAttachments,
  deleteUnsentAttachment,
  findAttachment,
  insertAttachment,
  presentAttachment,
} from './attachments.queries';
import { attachmentPolicy } from '../chat.policy';
import { prepareAttachment } from './prepare-attachment';
import { randomUUID } from 'node:crypto';

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Timestamps of keys made here, kept increasing so two files of one name never share a key. */
let lastTimestamp = 0;
const nextTimestamp = () => (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1));

/** The storage key of an attachment (chat-assistant.md §7: chat-attachments/{uid}/{timestamp_filename}). */
export const attachmentKey = (userId: string, name: string) =>
  assertValidKey(`chat-attachments/${userId}/${nextTimestamp()}_${storageFileName(name)}`);

/** Types a browser may show in place; anything else is offered as a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

/**
 * Chat attachments (shared/contracts/endpoints/attachments.ts): upload (signed-in users; anonymous
 * files stay in the browser), read (the owner, or anyone holding a live share link of the chat),
 * and removal of one not yet sent.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { storage } = app;
  const route = endpointRoutes(app);
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  route(attachmentEndpoints.upload, async ({ request, user }) => {
    const userId = user.id;
    const upload = await readSingleFileUpload(request, {
      noFile: () => new AppError('attachment.noFile'),
      tooLarge: (name) => new AppError('attachment.tooLarge', { name }),
    });
    const file = await prepareAttachment({
      name: upload.filename || 'file',
      claimedType: upload.mimetype,
      data: upload.data,
    });
    const key = attachmentKey(userId, file.name);
    await storage.put(key, file.data, file.type);
    let row: Awaited<ReturnType<typeof insertAttachment>>;
    try {
      row = await insertAttachment(db, {
        id: randomUUID(),
        userId,
        storageKey: key,
        name: file.name,
        type: file.type,
        size: file.data.length,
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
    void removeAbandoned(userId);
    return { attachment: presentAttachment(row) };
  });

  route(attachmentEndpoints.read, async ({ request, reply, params: { attachmentId } }) => {
    const session = await readSession(app, request);
    const row = attachmentPolicy.authorize(session?.user, 'read', await findAttachment(db, attachmentId));
    const file = await storage.get(row.storageKey);
    if (!file) throw new AppError('attachment.notFound');
    const inline = INLINE_TYPES.has(row.type);
    const textual = row.type.startsWith('text/') || row.type.endsWith('json') || row.type.endsWith('xml');
    return (
      reply
        .header('content-type', textual ? `${row.type}; charset=utf-8` : row.type)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        // Whatever a file holds, it never runs as a page of this site.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('x-content-type-options', 'nosniff')
        // Private, and short: a revoked share link should stop working soon for its viewers too.
        .header('cache-control', isImageType(row.type) ? 'private, max-age=300' : 'private, no-cache')
        .send(file.body)
    );
  });

  route(attachmentEndpoints.remove, async ({ user, params: { attachmentId } }) => {
    const row = attachmentPolicy.authorize(user, 'delete', await findAttachment(db, attachmentId));
    // Once sent, a file belongs to its message; the delete also refuses one sent meanwhile.
    const removed = row.messageId ? undefined : await deleteUnsentAttachment(db, row.id);
    if (!removed) throw new AppError('attachment.alreadySent');
    await storage.delete(removed.storageKey);
  });

  /** Files uploaded but never sent (a tab closed before Send), cleaned up on the user's next upload. */
  async function removeAbandoned(userId: string) {
    try {
      const rows = await deleteAbandonedAttachments(db, userId, new Date(Date.now() - ABANDONED_AFTER_MS));
      for (const row of rows) await storage.delete(row.storageKey);
    } catch (error) {
      app.log.warn({ err: error }, 'abandoned attachments not cleaned up');
    }
  }
}
