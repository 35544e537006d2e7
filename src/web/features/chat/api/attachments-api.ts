import type { ChatAttachment } from '@shared/contracts/chat';
import { deleteRequest, uploadFile } from '@web/lib/api-client';

/** Chat attachments of signed-in users (POST, DELETE /api/attachments; decision 0012). */
export const attachmentsApi = {
  upload: async (file: File, signal?: AbortSignal) =>
    (
      await uploadFile<{ attachment: ChatAttachment }>('/api/attachments', file, {
        fallbackMessage: `${file.name} could not be uploaded. Please try again.`,
        signal,
      })
    ).attachment,
  /** Removes an attachment not sent yet; the chip is gone either way, so failures are ignored. */
  remove: (id: string) => deleteRequest(`/api/attachments/${encodeURIComponent(id)}`).catch(() => {}),
};
