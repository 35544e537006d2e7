import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the settings screen's Profile section (platform.md §2 Settings "Profile", §8
 * "Profile and account"): the display name, and the photo, checked by its content.
 */
export const PROFILE_ERRORS = {
  /** platform.md §8 Profile and account, word for word: the words for a signed-out caller. */
  'auth.signInToUpdateProfile': {
    code: 'UNAUTHORIZED',
    text: 'You must be logged in to update your profile',
  },
  'profile.displayNameEmpty': { code: 'VALIDATION_ERROR', text: 'Please enter a display name.' },
  'profile.displayNameTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'A display name can be at most {{max}} characters long.',
  },
  'profile.photoNoFile': { code: 'VALIDATION_ERROR', text: 'Choose a photo to upload.' },
  'profile.photoTooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    text: 'This photo is too large. Choose one of at most {{maxMb}} MB.',
  },
  'profile.photoNotImage': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: 'This file is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF photo.',
  },
  'profile.photoUnreadable': {
    code: 'VALIDATION_ERROR',
    text: 'This image could not be read. Please choose another photo.',
  },
  'profile.photoTooManyPixels': {
    code: 'VALIDATION_ERROR',
    text: 'This image has too many pixels ({{maxMegapixels}} megapixels at most). Please choose a smaller one.',
  },
  'profile.photoNotFound': { code: 'NOT_FOUND', text: 'This profile photo was not found.' },
  /** platform.md §8 Profile and account, word for word. */
  'profile.photoUploadFailed': {
    code: 'INTERNAL',
    text: 'Failed to upload profile photo. Please try again.',
  },
  /** platform.md §8 Profile and account, word for word. */
  'profile.updateFailed': {
    code: 'INTERNAL',
    text: 'Failed to update profile in database. Please try again.',
  },
} as const satisfies ErrorEntries;
