import type { ListingDetail } from '@shared/contracts/marketplace';
import type { Comment, Review, ReviewsPage, ThreadItem } from '@shared/contracts/marketplace-community';

/** Test data in the shapes the server answers (shared/contracts/marketplace-community.ts). */

export const LISTING: ListingDetail = {
  id: 'l1',
  title: 'Weekly Review Ritual',
  description: 'Close every week calmly.',
  priceCents: 499,
  category: 'general',
  tags: ['planning'],
  imageUrl: null,
  creatorId: 'creator',
  creatorName: 'Grace',
  ratingAverage: 4,
  ratingCount: 1,
  purchaseCount: 3,
  publishedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  version: 1,
  access: 'none',
  preview: 'Close every week…',
  outline: [],
};

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    userId: 'u2',
    userName: 'Linus',
    rating: 4,
    comment: 'Calm and complete.',
    createdAt: '2026-11-20T09:00:00.000Z',
    verifiedPurchase: true,
    ...overrides,
  };
}

export function reviewsPage(overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    items: [],
    nextCursor: null,
    verification: { storedAverage: 0, storedCount: 0, computedAverage: 0, computedCount: 0, matches: true },
    canReview: false,
    hasReviewed: false,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    userId: 'u2',
    userName: 'Linus',
    userAvatar: null,
    content: 'Does this work for teams?',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    isEdited: false,
    isDeleted: false,
    likes: 2,
    likedByMe: false,
    replyCount: 0,
    parentCommentId: null,
    moderationStatus: 'visible',
    ...overrides,
  };
}

export const thread = (comment: Comment, replies: Comment[] = [], more?: string): ThreadItem => ({
  comment,
  replies,
  hasMoreReplies: more !== undefined,
  repliesCursor: more ?? null,
});
