import type { Comment } from '@shared/contracts/marketplace-community';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Flag, Heart, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { refusalOr } from './community-errors';
import { DeleteCommentDialog, FlagCommentDialog } from './comment-dialogs';
import { CommentEditor } from './comment-editor';
import type { CommentActions } from './use-comments';

interface CommentItemProps {
  comment: Comment;
  actions: CommentActions;
  /** Top-level comments take replies; replies do not (threads are one level deep). */
  onReply?: () => void;
}

/**
 * One comment (platform.md §3, §4 Comment): author, time, 'edited', the moderation badges, and
 * its actions: like (the server's count), reply, edit and delete for its author, flag for others.
 * A deleted comment shows '[Comment deleted by user]' and takes no action. Its text is shown as
 * text: React escapes it, HTML included.
 */
export function CommentItem({ comment, actions, onReply }: CommentItemProps) {
  const t = useT('marketplace-community');
  const format = useFormat();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const mine = user?.id === comment.userId;
  const signedOut = !user;
  const hidden = comment.isDeleted || comment.moderationStatus === 'removed';

  const like = () =>
    actions.like.mutate(comment.id, { onError: (e) => toast.error(refusalOr(e, t('like.failed'))) });
  const remove = () =>
    actions.remove.mutate(comment.id, {
      onSuccess: () => setDeleting(false),
    });
  const flag = (reason: string) =>
    actions.flag.mutate(
      { id: comment.id, reason },
      {
        onSuccess: () => {
          setFlagging(false);
          toast.success(t('flag.done'));
        },
      },
    );

  return (
    <article className="flex gap-3" aria-label={t('item.label', { name: comment.userName })}>
      <Avatar name={comment.userName} url={comment.userAvatar} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <span className="font-medium text-foreground">{comment.userName}</span>
          <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
            {format.dateTime(comment.createdAt)}
          </time>
          {comment.isEdited && !comment.isDeleted && (
            <span className="text-xs text-muted-foreground italic">{t('item.edited')}</span>
          )}
          {comment.moderationStatus === 'pending' && <Badge tone="info">{t('item.pending')}</Badge>}
          {comment.moderationStatus === 'flagged' && <Badge tone="warning">{t('item.flagged')}</Badge>}
        </header>

        {editing ? (
          <CommentEditor
            label={t('edit.label')}
            submitLabel={t('edit.save')}
            failedText={t('edit.failed')}
            initial={comment.content}
            autoFocus
            onSubmit={(content) =>
              actions.edit.mutateAsync({ id: comment.id, content }).then(() => setEditing(false))
            }
            onCancel={() => setEditing(false)}
          />
        ) : hidden ? (
          <p className="text-sm text-muted-foreground italic">
            {/* A moderator's delete is a removal too: the thread says who took it down. */}
            {comment.moderationStatus === 'removed' ? t('item.removed') : t('item.deleted')}
          </p>
        ) : (
          <p className="text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
            {comment.content}
          </p>
        )}

        {!hidden && !editing && (
          <div className="-ml-2 flex flex-wrap items-center gap-0.5">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={comment.likedByMe}
              aria-label={t('like.label', { count: comment.likes })}
              title={signedOut ? t('signedOut.like') : undefined}
              disabled={signedOut || (actions.like.isPending && actions.like.variables === comment.id)}
              onClick={like}
              className={cn(comment.likedByMe && 'text-danger hover:text-danger')}
            >
              <Heart aria-hidden="true" className={cn(comment.likedByMe && 'fill-current')} />
              <span className="tabular-nums">{format.number(comment.likes)}</span>
            </Button>
            {onReply && (
              <Button
                variant="ghost"
                size="sm"
                title={signedOut ? t('signedOut.reply') : undefined}
                disabled={signedOut}
                onClick={onReply}
              >
                <MessageSquareReply aria-hidden="true" />
                {t('reply.action')}
              </Button>
            )}
            {mine ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t('edit.action')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    actions.remove.reset();
                    setDeleting(true);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {t('delete.action')}
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                title={signedOut ? t('signedOut.flag') : undefined}
                disabled={signedOut}
                onClick={() => {
                  actions.flag.reset();
                  setFlagging(true);
                }}
              >
                <Flag aria-hidden="true" />
                {t('flag.open')}
              </Button>
            )}
          </div>
        )}
      </div>
      {mine && (
        <DeleteCommentDialog
          open={deleting}
          onOpenChange={setDeleting}
          pending={actions.remove.isPending}
          error={actions.remove.isError ? refusalOr(actions.remove.error, t('delete.failed')) : null}
          onConfirm={remove}
        />
      )}
      {!mine && user && (
        <FlagCommentDialog
          open={flagging}
          onOpenChange={setFlagging}
          pending={actions.flag.isPending}
          error={actions.flag.isError ? refusalOr(actions.flag.error, t('flag.failed')) : null}
          onConfirm={flag}
        />
      )}
    </article>
  );
}

function Badge({ tone, children }: { tone: 'info' | 'warning'; children: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'warning' ? 'bg-warning-muted text-warning' : 'bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}

function Avatar({ name, url }: { name: string; url: string | null }) {
  if (url)
    return <img src={url} alt="" className="size-9 shrink-0 rounded-full object-cover" loading="lazy" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary uppercase"
    >
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
