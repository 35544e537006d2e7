import type { ErrorEntries } from './error-entry';

/**
 * Refusals of becoming a creator and of the Creator Profile section (platform.md §2 Settings
 * "Creator Profile", §5 Specialties and Commission rate, §8 "Profile and account"). The form
 * checks the same rules first (shared/creators/creator-profile-rules.ts) and shows each beside
 * its field; the server refuses the first it finds.
 */
export const CREATOR_PROFILE_ERRORS = {
  'creator.notCreator': {
    code: 'FORBIDDEN',
    text: 'Become a creator first: only creators have a creator profile.',
  },
  'creator.displayNameRequired': { code: 'VALIDATION_ERROR', text: 'Please enter a display name.' },
  'creator.displayNameTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'A display name can be at most {{max}} characters long.',
  },
  'creator.titleTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'A professional title can be at most {{max}} characters long.',
  },
  'creator.bioTooLong': { code: 'VALIDATION_ERROR', text: 'A bio can be at most {{max}} characters long.' },
  'creator.locationTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'A location can be at most {{max}} characters long.',
  },
  'creator.websiteInvalid': {
    code: 'VALIDATION_ERROR',
    text: 'Enter a website address such as https://example.com.',
  },
  'creator.socialLinkInvalid': {
    code: 'VALIDATION_ERROR',
    text: 'Enter a {{network}} profile address or a valid {{network}} handle.',
  },
  'creator.linkTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'An address can be at most {{max}} characters long.',
  },
  /** platform.md §5, word for word. */
  'creator.specialtiesTooMany': { code: 'VALIDATION_ERROR', text: 'Maximum of {{max}} specialties allowed' },
  /** platform.md §5, word for word. */
  'creator.specialtyDuplicate': { code: 'VALIDATION_ERROR', text: 'This specialty is already added' },
  'creator.specialtyTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'A specialty can be at most {{max}} characters long.',
  },
  'creator.commissionRateInvalid': {
    code: 'VALIDATION_ERROR',
    text: 'The commission rate must be between {{min}} and {{max}} dollars, in steps of {{step}}.',
  },
  /** platform.md §8 Profile and account, word for word: the save failed on our side. */
  'creator.saveFailed': { code: 'INTERNAL', text: 'Failed to update creator profile. Please try again.' },
  'creator.imageNoFile': { code: 'VALIDATION_ERROR', text: 'Choose an image to upload.' },
  'creator.imageTooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    text: 'This image is too large. Choose one of at most {{maxMb}} MB.',
  },
  'creator.imageNotImage': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: 'This file is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF image.',
  },
  'creator.imageUnreadable': {
    code: 'VALIDATION_ERROR',
    text: 'This image could not be read. Please choose another one.',
  },
  'creator.imageTooManyPixels': {
    code: 'VALIDATION_ERROR',
    text: 'This image has too many pixels ({{maxMegapixels}} megapixels at most). Please choose a smaller one.',
  },
  'creator.imageUploadFailed': {
    code: 'INTERNAL',
    text: 'Failed to upload the image. Please try again.',
  },
  'creator.imageNotFound': { code: 'NOT_FOUND', text: 'This image was not found.' },
} as const satisfies ErrorEntries;
