import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * Reviews and comments on a marketplace listing (platform.md §3 Review, Comment; §4 Comment,
 * Review form; §5 Comment form; §9). The API:
 *
 *   GET    /api/marketplace/listings/:id/reviews?cursor    -> ReviewsPage (newest first, 20 a page)
 *   POST   /api/marketplace/listings/:id/reviews           -> ReviewCreated (201)  body ReviewInput
 *   GET    /api/marketplace/listings/:id/comments?cursor   -> CommentsPage (top level, newest first)
 *   POST   /api/marketplace/listings/:id/comments          -> Comment (201)        body CommentInput
 *   GET    /api/marketplace/comments/:commentId/replies?cursor -> RepliesPage (oldest first)
 *   PATCH  /api/marketplace/comments/:commentId            -> Comment              body CommentEdit
 *   DELETE /api/marketplace/comments/:commentId            -> Comment (soft: '[Comment deleted by user]')
 *   POST   /api/marketplace/comments/:commentId/like       -> LikeResult (toggles)
 *   POST   /api/marketplace/comments/:commentId/flag       -> FlagResult           body FlagInput
 *
 * Texts (comments, reviews, flag reasons) are stored and answered as typed: HTML stays text, the
 * web shows it escaped. A deleted comment's content is never sent again.
 */

export const COMMENT_MIN_CHARS = 3;
export const COMMENT_MAX_CHARS = 1000;
/** The form warns about the characters left above this many (platform.md §9). */
export const COMMENT_WARN_ABOVE = 900;
export const COMMENTS_PAGE_SIZE = 20;
export const REPLIES_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE = 20;
/** A review's comment: as long as a comment may be. */
export const REVIEW_COMMENT_MAX_CHARS = 1000;
export const FLAG_REASON_MAX_CHARS = 500;
/** New comments and replies a user may post per window, counted in the database. */
export const COMMENT_RATE_LIMIT = { max: 10, windowSeconds: 60 } as const;
/** The stored average matches the reviews' when it differs by less than this (platform.md §5). */
export const RATING_TOLERANCE = 0.01;
export const DEFAULT_RATING = 5;

export const COMMENT_MESSAGES = {
  empty: 'Comment cannot be empty',
  tooShort: 'Comment must be at least 3 characters long',
  tooLong: 'Comment must be less than 1000 characters',
  reasonRequired: 'Please give a reason for flagging this comment',
  reasonTooLong: `The reason must be ${FLAG_REASON_MAX_CHARS} characters or less`,
  reviewTooLong: `A review must be ${REVIEW_COMMENT_MAX_CHARS} characters or less`,
} as const;

/** The §5 comment rule, for the server's schema and the form alike: the first message that applies. */
export function commentProblem(raw: string): keyof typeof COMMENT_MESSAGES | null {
  const text = raw.trim();
  if (text.length === 0) return 'empty';
  if (text.length < COMMENT_MIN_CHARS) return 'tooShort';
  if (text.length > COMMENT_MAX_CHARS) return 'tooLong';
  return null;
}

const commentText = z.string().transform((value, ctx) => {
  const problem = commentProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: COMMENT_MESSAGES[problem] });
    return z.NEVER;
  }
  return value.trim();
});

export const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
export const commentIdParams = z.object({ commentId: idSchema });

// Reviews

export const reviewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  /** The reviewer still owns the listing (a completed purchase or claim, not refunded). */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** platform.md §5 rating verification: the listing's stored figures against the reviews'. */
export const ratingVerificationSchema = z.object({
  storedAverage: z.number(),
  storedCount: z.number().int(),
  computedAverage: z.number(),
  computedCount: z.number().int(),
  matches: z.boolean(),
});
export type RatingVerification = z.infer<typeof ratingVerificationSchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
  verification: ratingVerificationSchema,
  /** Signed in, owns it, not its creator, not reviewed yet: the form is shown. */
  canReview: z.boolean(),
  /** The caller's own review, if any. */
  hasReviewed: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX_CHARS, COMMENT_MESSAGES.reviewTooLong).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewCreatedSchema = z.object({ review: reviewSchema, verification: ratingVerificationSchema });
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

// Comments

export const moderationStatusSchema = z.enum(['visible', 'pending', 'flagged', 'removed']);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

export const commentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userAvatar: z.string().nullable(),
  /** Empty once deleted (or removed by moderation): the old text is never sent again. */
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isEdited: z.boolean(),
  isDeleted: z.boolean(),
  likes: z.number().int(),
  /** Whether the caller likes it (instead of §3's likedBy list: other users' ids stay private). */
  likedByMe: z.boolean(),
  replyCount: z.number().int(),
  parentCommentId: z.string().nullable(),
  moderationStatus: moderationStatusSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its first replies (oldest first). */
export const threadItemSchema = z.object({
  comment: commentSchema,
  replies: z.array(commentSchema),
  hasMoreReplies: z.boolean(),
  /** Where the replies endpoint continues after these (null when there are no more). */
  repliesCursor: z.string().nullable(),
});
export type ThreadItem = z.infer<typeof threadItemSchema>;

export const commentsPageSchema = z.object({
  items: z.array(threadItemSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const repliesPageSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type RepliesPage = z.infer<typeof repliesPageSchema>;

export const commentInputSchema = z.object({
  content: commentText,
  /** A reply: the comment it answers. A reply to a reply joins its top-level comment's thread. */
  parentCommentId: idSchema.nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentEditSchema = z.object({ content: commentText });
export type CommentEdit = z.input<typeof commentEditSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), newLikeCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const flagInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, COMMENT_MESSAGES.reasonRequired)
    .max(FLAG_REASON_MAX_CHARS, COMMENT_MESSAGES.reasonTooLong),
});
export type FlagInput = z.input<typeof flagInputSchema>;

export const flagResultSchema = z.object({
  flagged: z.literal(true),
  moderationStatus: moderationStatusSchema,
});
export type FlagResult = z.infer<typeof flagResultSchema>;
