import type { ErrorEntries } from './error-entry';

/**
 * Refusals of publishing and the Recipe Manager (platform.md §4 publish flows, §5, §8), and the
 * reasons the validation job keeps a listing `pending` (`listing.reason.*`, shown to the creator).
 */
export const MARKETPLACE_PUBLISH_ERRORS = {
  /** The publish page's signed-out words (platform.md §5); `auth.signIn…` so endpoints can name it. */
  'auth.signInToPublish': { code: 'UNAUTHORIZED', text: 'You must be logged in to publish a recipe' },
  /**
   * A paid price from a creator whose payment account cannot take payments yet (platform.md §4
   * Publish flow (gallery)): the web shows it as an info message, then opens /creator/onboarding.
   */
  'listing.paymentAccountRequired': {
    code: 'FORBIDDEN',
    text: 'To sell recipes for a price, first set up your payment account. Free recipes can be published right away.',
  },
  'listing.imageRequired': { code: 'VALIDATION_ERROR', text: 'Choose an image to upload.' },
  'listing.imageUnreadable': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: 'This file is not an image we can read. Upload a PNG, JPEG, WebP or GIF image.',
  },
  'listing.imageTooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    text: 'This image is too large: the limit is {{megabytes}} MB.',
  },
  'listing.imageNotFound': { code: 'NOT_FOUND', text: 'This image was not found. Please upload it again.' },
  'listing.noImage': { code: 'NOT_FOUND', text: 'This recipe has no image.' },
  'listing.reason.noTitle': { code: 'VALIDATION_ERROR', text: 'The recipe needs a title.' },
  'listing.reason.noGoal': { code: 'VALIDATION_ERROR', text: 'The recipe needs a Goal section.' },
  'listing.reason.noSteps': {
    code: 'VALIDATION_ERROR',
    text: 'The recipe needs a Steps section with at least one step.',
  },
  'listing.reason.titleTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'The title is longer than {{max}} characters.',
  },
  'listing.reason.descriptionTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'The description is longer than {{max}} characters.',
  },
  'listing.reason.contentTooLong': {
    code: 'VALIDATION_ERROR',
    text: 'The recipe is longer than {{max}} characters.',
  },
  'listing.reason.invalidPrice': {
    code: 'VALIDATION_ERROR',
    text: 'The price must be free or between $0.99 and $999.99.',
  },
  'listing.reason.paymentsNotReady': {
    code: 'VALIDATION_ERROR',
    text: 'A paid recipe needs a payment account that can take payments.',
  },
} as const satisfies ErrorEntries;
