import type { ListingDetail } from '@shared/contracts/marketplace';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { LogIn, MessagesSquare } from 'lucide-react';
import { CommentEditor } from './comment-editor';
import { CommentThread } from './comment-thread';
import { useCommentActions, useCommentThreads } from './use-comments';

/**
 * The detail page's comments (platform.md §2 Recipe detail; §3, §4 Comment; §5 Comment form):
 * the form for a signed-in user ('You must be signed in to comment' otherwise), threads newest
 * first in pages of 20 with 'more', and the red 'Failed to load comments' box.
 */
export function CommentsSection({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-community');
  const { user, isPending: sessionPending } = useSession();
  const threads = useCommentThreads(listing.id);
  const actions = useCommentActions(listing.id);
  const items = threads.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`comments-${listing.id}`} className="flex flex-col gap-5">
        <h2 id={`comments-${listing.id}`} className="text-lg font-semibold tracking-tight text-foreground">
          {t('comments.title')}
        </h2>

        {user ? (
          <CommentEditor
            label={t('form.label')}
            submitLabel={t('form.submit')}
            failedText={t('form.failed')}
            onSubmit={(content) => actions.post.mutateAsync({ content })}
          />
        ) : sessionPending ? null : (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-foreground">{t('signedOut.comment')}</p>
            <Button size="sm" variant="secondary" onClick={() => openAuthPrompt('login')}>
              <LogIn aria-hidden="true" />
              {t('signedOut.signIn')}
            </Button>
          </div>
        )}

        {threads.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('comments.loading')}
          </p>
        ) : threads.isError && items.length === 0 ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void threads.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('comments.loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <MessagesSquare aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium text-foreground">{t('comments.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('comments.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {items.map((thread) => (
                <CommentThread
                  key={thread.comment.id}
                  listingId={listing.id}
                  thread={thread}
                  actions={actions}
                />
              ))}
            </ul>
            {threads.isFetchNextPageError && <Alert tone="danger">{t('comments.loadFailed')}</Alert>}
            {threads.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                disabled={threads.isFetchingNextPage}
                onClick={() => void threads.fetchNextPage()}
              >
                {threads.isFetchingNextPage && <Spinner className="size-4" />}
                {t('comments.more')}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
