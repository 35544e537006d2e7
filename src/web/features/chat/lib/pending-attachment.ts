import type { ChatAttachment } from '@shared/contracts/chat';

/**
 * A file attached in the input and not sent yet. Signed-in users' files are uploaded at once
 * (`attachment` is the stored one); anonymous users' files stay here, read into `inline` for the
 * one request that uses them, with `attachment` what their message will show.
 */
export interface PendingAttachment {
  key: string;
  name: string;
  type: string;
  size: number;
  /** An object URL for an image's thumbnail on the chip. */
  previewUrl: string | null;
  status: 'preparing' | 'uploading' | 'ready';
  attachment?: ChatAttachment;
  inline?: { name: string; type: string; data: string };
}

export const isReady = (p: PendingAttachment) => p.status === 'ready' && p.attachment !== undefined;
