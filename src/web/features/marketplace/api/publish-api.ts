import type { EndpointResult } from '@shared/contracts/endpoint';
import { marketplacePublishEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-publish';
import type { PublishDraftRequest, PublishListingRequest } from '@shared/contracts/marketplace-publish';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';
import { uploadWithProgress } from '@web/lib/api/upload-with-progress';

/**
 * Publishing (src/shared/contracts/endpoints/marketplace-publish.ts). Errors are ApiRequestError
 * with the server's key, already worded in the reader's language.
 */
export const publishApi = {
  /** The gallery's or the chat's publish at a price: a `pending` listing the server validates. */
  publish: (body: PublishListingRequest) => callEndpoint(endpoints.publish, { body }),
  /** The publish page's form, saved as a `draft`. */
  createDraft: (body: PublishDraftRequest) => callEndpoint(endpoints.createDraft, { body }),
  accountStatus: (signal?: AbortSignal) => callEndpoint(endpoints.accountStatus, {}, { signal }),
  /** A multipart upload with progress: callEndpoint sends JSON only. */
  uploadImage: (
    file: File,
    options: { fallbackMessage: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ) =>
    uploadWithProgress<EndpointResult<typeof endpoints.uploadImage>>(
      endpointUrl(endpoints.uploadImage),
      file,
      options,
    ),
};
