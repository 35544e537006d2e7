import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_MESSAGE,
  isImageType,
  resolveAttachmentType,
} from '@shared/chat/attachments';
import { errorMessage } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttachmentStorage } from '../lib/attachment-storage';
import { compressImage } from '../lib/compress-image';
import { localId } from '../lib/message-model';
import { isReady, type PendingAttachment } from '../lib/pending-attachment';

export interface PendingAttachments {
  items: PendingAttachment[];
  /** Files still being compressed or uploaded: Send waits for them. */
  busy: boolean;
  ready: PendingAttachment[];
  add(files: readonly File[]): void;
  remove(key: string): void;
  /** Empties the row after a send; the files now belong to the message. */
  clear(): void;
  /** Puts back the files of a send that failed (nothing is lost). */
  restore(items: PendingAttachment[]): void;
}

/**
 * The files attached in the chat input (chat-assistant.md §5 Attachments): disallowed, empty
 * and oversized files are skipped with a notice naming them, at most 10 are kept, images are
 * compressed, and each is then kept where the chat's transport keeps files (`storage`: uploaded
 * when signed in, read into memory when anonymous).
 */
export function usePendingAttachments(storage: AttachmentStorage): PendingAttachments {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = useCallback((key: string, patch: Partial<PendingAttachment> | null) => {
    setItems((current) =>
      patch === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );
  }, []);

  const prepare = useCallback(
    async (key: string, original: File, type: string) => {
      // The browser's type may be blank (.md): the file carries the one the rules resolved.
      const typed = original.type === type ? original : new File([original], original.name, { type });
      const file = isImageType(type) ? await compressImage(typed) : typed;
      try {
        const { attachment, inline } = await storage.store(file, () =>
          update(key, { status: 'uploading', size: file.size }),
        );
        // A chip removed while it was stored: the stored file goes too.
        if (!itemsRef.current.some((item) => item.key === key)) return storage.discard(attachment);
        update(key, {
          status: 'ready',
          attachment,
          inline,
          name: attachment.name,
          type: attachment.type,
          size: attachment.size,
        });
      } catch (error) {
        toast.error(errorMessage(error, `${original.name} could not be attached. Please try again.`));
        revokePreview(itemsRef.current.find((item) => item.key === key));
        update(key, null);
      }
    },
    [storage, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      let room = ATTACHMENTS_PER_MESSAGE - itemsRef.current.length;
      const added: Array<[PendingAttachment, File, string]> = [];
      for (const file of files) {
        const type = resolveAttachmentType(file.name, file.type);
        const params = { name: file.name };
        // The server's refusals, checked here first, in the reader's words.
        const skip = !type
          ? errorText({ key: 'attachment.notAllowed', params })
          : file.size === 0
            ? errorText({ key: 'attachment.empty', params })
            : file.size > ATTACHMENT_MAX_BYTES
              ? errorText({ key: 'attachment.tooLarge', params })
              : null;
        if (skip || !type) {
          console.warn(skip); // §5: disallowed files are skipped with a console warning
          toast.warning(skip);
          continue;
        }
        if (room <= 0) {
          toast.warning(ATTACHMENT_MESSAGES.tooMany);
          break;
        }
        room -= 1;
        const item: PendingAttachment = {
          key: localId('file'),
          name: file.name,
          type,
          size: file.size,
          previewUrl: isImageType(type) ? URL.createObjectURL(file) : null,
          status: 'preparing',
        };
        added.push([item, file, type]);
      }
      if (added.length === 0) return;
      setItems((current) => [...current, ...added.map(([item]) => item)]);
      for (const [item, file, type] of added) void prepare(item.key, file, type);
    },
    [prepare],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item) return;
      revokePreview(item);
      if (item.attachment) storage.discard(item.attachment);
      update(key, null);
    },
    [storage, update],
  );

  const clear = useCallback(() => setItems([]), []);
  const restore = useCallback((restored: PendingAttachment[]) => setItems(restored), []);

  // Thumbnails made here are released when the input goes away.
  useEffect(() => () => itemsRef.current.forEach(revokePreview), []);

  // One object per change of the files, so the memoised input bar skips the renders of a stream.
  return useMemo(
    () => ({
      items,
      busy: items.some((item) => item.status !== 'ready'),
      ready: items.filter(isReady),
      add,
      remove,
      clear,
      restore,
    }),
    [items, add, remove, clear, restore],
  );
}

function revokePreview(item: PendingAttachment | undefined) {
  if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
}
