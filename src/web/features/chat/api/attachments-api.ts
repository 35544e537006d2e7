import { attachmentEndpoints } from '@shared/contracts/endpoints/attachments';
import type { EndpointResult } from '@shared/contracts/endpoint';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';
import { uploadFile } from '@web/lib/api-client';

/** Chat attachments of signed-in users (src/shared/contracts/endpoints/attachments.ts; decision 0012). */
export const attachmentsApi = {
  /** A multipart upload: callEndpoint sends JSON, so the form goes through uploadFile. */
  upload: async (file: File, signal?: AbortSignal) =>
    (
      await uploadFile<EndpointResult<typeof attachmentEndpoints.upload>>(
        endpointUrl(attachmentEndpoints.upload),
        file,
        { fallbackMessage: `${file.name} could not be uploaded. Please try again.`, signal },
      )
    ).attachment,
  /** Removes an attachment not sent yet; the chip is gone either way, so failures are ignored. */
  remove: (id: string) =>
    callEndpoint(attachmentEndpoints.remove, { params: { attachmentId: id } }).catch(() => {}),
};
