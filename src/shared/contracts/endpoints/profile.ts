import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  PROFILE_PHOTO_MAX_BYTES,
  profilePhotoParams,
  profileSummarySchema,
  updateProfileSchema,
} from '../profile';

/** The upload form, for the reference only: the route reads the multipart body itself. */
export const profilePhotoForm = z.object({
  file: z
    .file()
    .max(PROFILE_PHOTO_MAX_BYTES)
    .describe(
      'One image (JPEG, PNG, GIF, WebP, AVIF); checked by its content, cropped square and re-encoded',
    ),
});

/**
 * The settings screen's Profile section (platform.md §2 Settings "Profile", §8 "Profile and
 * account"): the display name and the photo; the e-mail cannot be changed. Every change is
 * announced on the user's event channel (`profile.updated`), so every open tab shows it.
 */
export const profileEndpoints = {
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/profile',
    access: 'verified',
    tag: 'Settings',
    summary: 'Change the display name (trimmed; 1 to 50 characters)',
    body: updateProfileSchema,
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: profileSummarySchema },
    errors: ['INTERNAL'],
  }),
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/photo',
    access: 'verified',
    tag: 'Settings',
    summary:
      'Replace the profile photo (multipart field `file`): checked by content, cropped square, re-encoded',
    body: profilePhotoForm,
    multipart: true,
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: profileSummarySchema },
    // Not multipart; no file; not an image or unreadable; too large; the storage failed.
    errors: ['UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST', 'INTERNAL'],
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/api/profile/photo',
    access: 'verified',
    tag: 'Settings',
    summary: 'Remove the profile photo (the initial shows instead)',
    signedOutKey: 'auth.signInToUpdateProfile',
    response: { kind: 'json', schema: profileSummarySchema },
    errors: ['INTERNAL'],
  }),
  /**
   * Public, like an avatar anywhere: each version has its own address (it changes with every
   * upload), so the bytes behind one never change and browsers keep them. Only the user's current
   * photo answers; an old version or a deleted account's answers 404.
   */
  photo: defineEndpoint({
    method: 'GET',
    path: '/api/profile-photos/:userId/:file',
    access: 'public',
    tag: 'Settings',
    summary: "A user's current profile photo (WebP, square)",
    params: profilePhotoParams,
    response: { kind: 'file', contentTypes: ['image/webp'] },
    errors: ['NOT_FOUND'],
  }),
};
