import { defineEndpoint } from '../endpoint';
import {
  creatorImageForm,
  creatorImageKindParams,
  creatorImageParams,
  creatorProfileSettingsSchema,
  creatorStatusSchema,
  updateCreatorProfileSchema,
} from '../creator-profile';

/**
 * Becoming a creator and editing the creator profile (platform.md §2 Settings "Creator Profile",
 * §4 Creator flag, §8 "Profile and account"); the public page is marketplace-browse's
 * GET /api/marketplace/creators/:creatorId. Always the caller's own profile: no id in the path.
 */
export const creatorEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/creators/me',
    access: 'verified',
    tag: 'Creators',
    summary: 'Whether the caller is a creator (the section shows the pitch or the profile form)',
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorStatusSchema },
  }),
  become: defineEndpoint({
    method: 'POST',
    path: '/api/creators/me',
    access: 'verified',
    tag: 'Creators',
    summary:
      "Become a creator: sets the creator flag (there is no way back) and creates the creator profile from the account's name; a second call answers the same profile",
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorProfileSettingsSchema },
    errors: ['INTERNAL'],
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/creators/me/profile',
    access: 'verified',
    tag: 'Creators',
    summary: "The caller's creator profile as the settings form edits it (creators only)",
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorProfileSettingsSchema },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/creators/me/profile',
    access: 'verified',
    tag: 'Creators',
    summary:
      'Save every field of the creator profile: texts trimmed, links stored as https addresses, at most 5 specialties of 50 characters, commission 25 to 500 in steps of 25 (creators only)',
    body: updateCreatorProfileSchema,
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorProfileSettingsSchema },
    errors: ['INTERNAL'],
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/creators/me/profile/images/:kind',
    access: 'verified',
    tag: 'Creators',
    summary:
      'Replace the profile photo (cropped square) or the banner (cropped 3:1), multipart field `file`: checked by content, re-encoded as WebP (creators only)',
    params: creatorImageKindParams,
    body: creatorImageForm,
    multipart: true,
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorProfileSettingsSchema },
    // Not multipart; no file; not an image or unreadable; too large; the storage failed.
    errors: ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST', 'INTERNAL'],
  }),
  removeImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/creators/me/profile/images/:kind',
    access: 'verified',
    tag: 'Creators',
    summary: 'Remove the profile photo (the account photo shows instead) or the banner (creators only)',
    params: creatorImageKindParams,
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: creatorProfileSettingsSchema },
    errors: ['INTERNAL'],
  }),
  /**
   * Each version has its own unguessable address; only the creator's current photo or banner
   * answers, and only where their page may be seen (a private profile's, to its creator alone).
   */
  image: defineEndpoint({
    method: 'GET',
    path: '/api/creators/:creatorId/images/:file',
    access: 'public',
    tag: 'Creators',
    summary: "A creator's current profile photo or banner (WebP)",
    params: creatorImageParams,
    response: { kind: 'file', contentTypes: ['image/webp'] },
    errors: ['NOT_FOUND'],
  }),
};
