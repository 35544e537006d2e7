import { marketplaceCommunityEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-community';
import type { ReviewInput } from '@shared/contracts/marketplace-community';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { queryKeys } from '@web/lib/query-keys';

/**
 * A listing's reviews and comments (src/shared/contracts/endpoints/marketplace-community.ts).
 * Errors are ApiRequestError with the server's key, already worded in the reader's language.
 */
export const communityApi = {
  reviews: (listingId: string, cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.listReviews, { params: { id: listingId }, query: { cursor } }, { signal }),
  createReview: (listingId: string, body: ReviewInput) =>
    callEndpoint(endpoints.createReview, { params: { id: listingId }, body }),
  comments: (listingId: string, cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.listComments, { params: { id: listingId }, query: { cursor } }, { signal }),
  replies: (commentId: string, cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.listReplies, { params: { commentId }, query: { cursor } }, { signal }),
  createComment: (listingId: string, content: string, parentCommentId?: string) =>
    callEndpoint(endpoints.createComment, {
      params: { id: listingId },
      body: { content, ...(parentCommentId ? { parentCommentId } : {}) },
    }),
  editComment: (commentId: string, content: string) =>
    callEndpoint(endpoints.editComment, { params: { commentId }, body: { content } }),
  deleteComment: (commentId: string) => callEndpoint(endpoints.deleteComment, { params: { commentId } }),
  likeComment: (commentId: string) => callEndpoint(endpoints.likeComment, { params: { commentId } }),
  flagComment: (commentId: string, reason: string) =>
    callEndpoint(endpoints.flagComment, { params: { commentId }, body: { reason } }),
};

/** Under the marketplace's key: a purchase (which invalidates it) brings the review form along. */
export const communityKeys = {
  reviews: (listingId: string) => [...queryKeys.marketplace.all, 'reviews', listingId] as const,
  comments: (listingId: string) => [...queryKeys.marketplace.all, 'comments', listingId] as const,
  /** The replies loaded with 'more' of one thread: under the listing's comments, patched with them. */
  replies: (listingId: string, commentId: string) =>
    [...communityKeys.comments(listingId), 'replies', commentId] as const,
};
