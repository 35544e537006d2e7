import { defineEndpoint } from '../endpoint';
import { listingIdParams } from '../marketplace';
import {
  listingImageQuery,
  myListingSchema,
  myListingsSchema,
  paymentAccountStatusSchema,
  publishDraftSchema,
  publishListingSchema,
  updateListingSchema,
  uploadedListingImageSchema,
} from '../marketplace-publish';

/**
 * Publishing and the Recipe Manager (marketplace-publish.ts has the API's overview). Access to a
 * listing by id is decided by `listingPolicy` on the server: someone else's answers 404.
 */
export const marketplacePublishEndpoints = {
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      'Publish a gallery recipe or a chat reply at a price: a snapshot, `pending` until the validation job runs (201); the same recipe again republishes its listing (200)',
    signedOutKey: 'auth.signInToShare',
    body: publishListingSchema,
    response: { kind: 'json', schema: myListingSchema, status: 201 },
    // NOT_FOUND: the recipe or message; FORBIDDEN: a paid price without a payment account;
    // VALIDATION_ERROR/PAYLOAD_TOO_LARGE: a message that is no recipe, or too long to save.
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'],
  }),
  createDraft: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/drafts',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Save the publish page’s form as a draft listing',
    signedOutKey: 'auth.signInToPublish',
    body: publishDraftSchema,
    response: { kind: 'json', schema: myListingSchema, status: 201 },
    // The uploaded image named by imageId.
    errors: ['NOT_FOUND'],
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/images',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      'Upload an image for a draft listing (multipart field `file`); checked by content and re-encoded',
    multipart: true,
    response: { kind: 'json', schema: uploadedListingImageSchema, status: 201 },
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST'],
  }),
  myListings: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/my-listings',
    access: 'verified',
    tag: 'Marketplace',
    summary: "The user's listings (not deleted), newest first, with their status and validation reasons",
    response: { kind: 'json', schema: myListingsSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/marketplace/listings/:id',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Edit one of the user’s listings; a published one takes a new version and is validated again',
    params: listingIdParams,
    body: updateListingSchema,
    response: { kind: 'json', schema: myListingSchema },
    errors: ['NOT_FOUND'],
  }),
  republish: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/publish',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      'Publish a listing again: a fresh snapshot of its gallery recipe (if it came from one), a new version, validated by a job',
    params: listingIdParams,
    response: { kind: 'json', schema: myListingSchema },
    errors: ['NOT_FOUND'],
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/unpublish',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Take a listing off the marketplace (back to `draft`); owners keep it',
    params: listingIdParams,
    response: { kind: 'json', schema: myListingSchema },
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/marketplace/listings/:id',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Delete a listing: gone from the manager and the marketplace; owners keep reading it',
    params: listingIdParams,
    response: { kind: 'empty' },
    errors: ['NOT_FOUND'],
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id/image',
    access: 'public',
    tag: 'Marketplace',
    summary: "A listing's image, to whoever may see the listing; its URL carries ?v=<version>",
    params: listingIdParams,
    query: listingImageQuery,
    response: { kind: 'file', contentTypes: ['image/webp', 'image/png', 'image/jpeg'] },
    errors: ['NOT_FOUND'],
  }),
  accountStatus: defineEndpoint({
    method: 'GET',
    path: '/api/payments/account-status',
    access: 'verified',
    tag: 'Payments',
    summary: "The user's payment account: whether it exists, onboarding is complete and payouts are enabled",
    response: { kind: 'json', schema: paymentAccountStatusSchema },
  }),
};
