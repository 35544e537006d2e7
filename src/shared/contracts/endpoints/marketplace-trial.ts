import { defineEndpoint } from '../endpoint';
import { listingIdParams } from '../marketplace';
import {
  creatorRunsSchema,
  listingRunSchema,
  myTrialSchema,
  runEventSchema,
  runInputSchema,
  runParams,
  runVisibilitySchema,
  samplesSchema,
} from '../marketplace-trial';

/**
 * Try before you buy (issue 20 §10): a visitor's one run of a paid listing, streamed; the
 * creator's sample runs and the three they show. The recipe text is in none of the answers.
 */

/** What starting a run may be refused with besides the listing's state: the allowance, no model. */
const GENERATION_ERRORS = ['LIMIT_REACHED', 'NOT_READY'] as const;

export const marketplaceTrialEndpoints = {
  tryListing: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/trials',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      "Run a published paid listing once on one's own input: the result streams back, never the recipe; counts one generation",
    params: listingIdParams,
    body: runInputSchema,
    response: { kind: 'events', schema: runEventSchema },
    // Not visible; own, owned, free or unpublished; tried already.
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST', ...GENERATION_ERRORS],
  }),
  myTrial: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id/trials/mine',
    access: 'verified',
    tag: 'Marketplace',
    summary: "The caller's try of a listing, if any: their input, the result and its status",
    params: listingIdParams,
    response: { kind: 'json', schema: myTrialSchema },
    errors: ['NOT_FOUND'],
  }),
  runListing: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/runs',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'The creator runs their listing on a sample input (streamed; counts one generation)',
    params: listingIdParams,
    body: runInputSchema,
    response: { kind: 'events', schema: runEventSchema },
    errors: ['NOT_FOUND', ...GENERATION_ERRORS],
  }),
  listRuns: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id/runs',
    access: 'verified',
    tag: 'Marketplace',
    summary: "The creator's sample runs of their listing, newest first",
    params: listingIdParams,
    response: { kind: 'json', schema: creatorRunsSchema },
    errors: ['NOT_FOUND'],
  }),
  setRunVisibility: defineEndpoint({
    method: 'PATCH',
    path: '/api/marketplace/listings/:id/runs/:runId',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Show a finished sample run on the listing, or hide it (three public at most)',
    params: runParams,
    body: runVisibilitySchema,
    response: { kind: 'json', schema: listingRunSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  samples: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id/samples',
    access: 'public',
    tag: 'Marketplace',
    summary: 'Up to three public sample runs the creator chose: input and result only',
    params: listingIdParams,
    response: { kind: 'json', schema: samplesSchema },
    errors: ['NOT_FOUND'],
  }),
};
