import type { ChatAttachment } from '@shared/contracts/chat';
import { attachmentsApi } from '../api/attachments-api';
import type { PendingAttachment } from './pending-attachment';
import { readForAnonymousSend } from './read-inline-attachment';

/** A file attached in the input, kept where its chat's transport keeps files until the send takes it. */
export interface StoredAttachment {
  attachment: ChatAttachment;
  /** The file itself, for a chat whose request carries it (anonymous). */
  inline?: PendingAttachment['inline'];
}

/** Where the files attached in the input wait for their send (each ChatTransport has one). */
export interface AttachmentStorage {
  /** Keeps a checked, compressed file; `uploading` is told when it starts travelling to the server. */
  store(file: File, uploading: () => void): Promise<StoredAttachment>;
  /** Lets go of a stored file that no message will take (its chip was removed). */
  discard(attachment: ChatAttachment): void;
}

/** Signed in: uploaded at once (decision 0012); the send claims it by id. */
export const serverAttachments: AttachmentStorage = {
  async store(file, uploading) {
    uploading();
    return { attachment: await attachmentsApi.upload(file) };
  },
  discard(attachment) {
    if (attachment.id) void attachmentsApi.remove(attachment.id);
  },
};

/** Anonymous: read in this browser for the one request that carries it; nothing to delete. */
export const anonymousAttachments: AttachmentStorage = {
  store: (file) => readForAnonymousSend(file),
  discard() {},
};
