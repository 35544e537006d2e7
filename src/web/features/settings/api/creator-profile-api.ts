import type {
  CreatorImageKind,
  CreatorProfileSettings,
  UpdateCreatorProfile,
} from '@shared/contracts/creator-profile';
import { creatorEndpoints } from '@shared/contracts/endpoints/creators';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';
import { uploadFile } from '@web/lib/api-client';

/**
 * Becoming a creator and the creator profile on the server (shared/contracts/endpoints/creators.ts).
 * Errors: ApiRequestError, already worded in the reader's language.
 */
export const creatorProfileApi = {
  status: (signal?: AbortSignal) => callEndpoint(creatorEndpoints.status, {}, { signal }),
  profile: (signal?: AbortSignal) => callEndpoint(creatorEndpoints.profile, {}, { signal }),
  become: (fallbackMessage: string) => callEndpoint(creatorEndpoints.become, {}, { fallbackMessage }),
  update: (body: UpdateCreatorProfile, fallbackMessage: string) =>
    callEndpoint(creatorEndpoints.updateProfile, { body }, { fallbackMessage }),
  uploadImage: (kind: CreatorImageKind, file: File, fallbackMessage: string) =>
    uploadFile<CreatorProfileSettings>(
      endpointUrl(creatorEndpoints.uploadImage, { params: { kind } }),
      file,
      {
        fallbackMessage,
      },
    ),
  removeImage: (kind: CreatorImageKind, fallbackMessage: string) =>
    callEndpoint(creatorEndpoints.removeImage, { params: { kind } }, { fallbackMessage }),
};
