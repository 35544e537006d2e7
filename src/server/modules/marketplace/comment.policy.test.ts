import { describe, expect, it } from 'vitest';
import { type CommentAccessView, commentPolicy } from './comment.policy';
import type { ListingAccessView } from './listing.policy';

/**
 * Comments: anyone who may see the listing reads them; signed-in users discuss (reply, like) and
 * flag others' comments; only the author edits and deletes; a deleted comment takes no action; a
 * comment on a listing the actor may not see does not exist for them. An admin is a user here.
 */
const author = { id: 'author' };
const other = { id: 'other' };
const admin = { id: 'admin' };
const published: ListingAccessView = {
  creatorId: 'creator',
  status: 'published',
  priceCents: 499,
  deletedAt: null,
  owned: false,
};
const comment = (over: Partial<CommentAccessView> = {}): CommentAccessView => ({
  userId: author.id,
  isDeleted: false,
  listing: published,
  ...over,
});

describe('commentPolicy', () => {
  it('lets the author read, discuss, edit and delete, but not flag their own comment', () => {
    const allowed = commentPolicy.actions.filter((a) => commentPolicy.can(author, a, comment()));
    expect(allowed).toEqual(['read', 'discuss', 'edit', 'delete']);
  });

  it('lets another user or an admin read, discuss and flag, never edit or delete', () => {
    for (const actor of [other, admin])
      expect(commentPolicy.actions.filter((a) => commentPolicy.can(actor, a, comment()))).toEqual([
        'read',
        'discuss',
        'flag',
      ]);
  });

  it('lets a visitor only read', () => {
    for (const actor of [null, undefined])
      expect(commentPolicy.actions.filter((a) => commentPolicy.can(actor, a, comment()))).toEqual(['read']);
  });

  it('takes no action on a deleted comment but reading it', () => {
    for (const actor of [author, other, null])
      expect(
        commentPolicy.actions.filter((a) => commentPolicy.can(actor, a, comment({ isDeleted: true }))),
      ).toEqual(['read']);
  });

  it('hides a comment on a listing in another status from all but its creator and owners, with Comment not found', () => {
    const draft = { ...published, status: 'draft' as const };
    for (const actor of [author, other, null])
      expect(
        commentPolicy.actions.some((a) => commentPolicy.can(actor, a, comment({ listing: draft }))),
      ).toBe(false);
    expect(commentPolicy.can({ id: 'creator' }, 'read', comment({ listing: draft }))).toBe(true);
    expect(commentPolicy.can(other, 'discuss', comment({ listing: { ...draft, owned: true } }))).toBe(true);
    expect(() => commentPolicy.authorize(other, 'read', comment({ listing: draft }))).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Comment not found' }),
    );
  });
});
