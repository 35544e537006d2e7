import type { ThreadItem } from '@shared/contracts/marketplace-community';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { useState } from 'react';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';
import { type CommentActions, useMoreReplies } from './use-comments';

/**
 * A top-level comment with its replies, one level deep: the first five come with the thread,
 * 'more' loads five at a time, and Reply opens a reply box under the thread.
 */
export function CommentThread({
  listingId,
  thread,
  actions,
}: {
  listingId: string;
  thread: ThreadItem;
  actions: CommentActions;
}) {
  const t = useT('marketplace-community');
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const more = useMoreReplies(listingId, thread, expanded);
  const loaded = more.data?.pages.flatMap((p) => p.items) ?? [];
  const shownIds = new Set(thread.replies.map((r) => r.id));
  const replies = [...thread.replies, ...loaded.filter((r) => !shownIds.has(r.id))];
  const hasMore = expanded ? more.hasNextPage || more.isPending : thread.hasMoreReplies;
  const loadingMore = expanded && (more.isFetching || more.isPending);

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <CommentItem
        comment={thread.comment}
        actions={actions}
        onReply={thread.comment.isDeleted ? undefined : () => setReplying((r) => !r)}
      />
      {(replies.length > 0 || hasMore || replying) && (
        <div className="ml-4 flex flex-col gap-3 border-l-2 border-border pl-3 sm:ml-12 sm:pl-4">
          {replies.length > 0 && (
            <ul
              className="flex flex-col gap-3"
              aria-label={t('reply.listLabel', { name: thread.comment.userName })}
            >
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} actions={actions} />
                </li>
              ))}
            </ul>
          )}
          {hasMore && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              disabled={loadingMore}
              onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
            >
              {loadingMore && <Spinner className="size-4" />}
              {t('reply.more')}
            </Button>
          )}
          {more.isError && <p className="text-xs text-danger">{t('reply.loadFailed')}</p>}
          {replying && (
            <CommentEditor
              label={t('reply.label', { name: thread.comment.userName })}
              submitLabel={t('reply.submit')}
              failedText={t('form.failed')}
              autoFocus
              onSubmit={(content) =>
                actions.post
                  .mutateAsync({ content, parentCommentId: thread.comment.id })
                  .then(() => setReplying(false))
              }
              onCancel={() => setReplying(false)}
            />
          )}
        </div>
      )}
    </li>
  );
}
