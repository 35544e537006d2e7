import type { FlaggedComment } from '@shared/contracts/admin';
import { Button } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Ban, Check, Flag, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ModerationAction } from '../../hooks/use-moderation';

const ACTIONS = [
  { kind: 'upholdComment', icon: Ban, variant: 'danger' },
  { kind: 'dismissComment', icon: Check, variant: 'secondary' },
  { kind: 'deleteComment', icon: Trash2, variant: 'danger' },
] as const;

/**
 * One flagged comment: its text as written (a removed one is marked so), its author, the recipe
 * it is on, every open flag with its reason and who raised it, and Uphold (remove), Dismiss and
 * Delete.
 */
export function CommentCard({
  comment,
  onAction,
}: {
  comment: FlaggedComment;
  onAction: (action: ModerationAction) => void;
}) {
  const t = useT('admin');
  const format = useFormat();
  const headingId = useId();
  const hiddenFlags = comment.openFlagCount - comment.flags.length;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="text-sm font-semibold break-words text-foreground">
            {t(comment.isReply ? 'comment.replyBy' : 'comment.by', { name: comment.authorName })}
          </h4>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {t('comment.on')}{' '}
            <Link
              to={`/marketplace/recipe/${encodeURIComponent(comment.listingId)}`}
              className="font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {comment.listingTitle}
            </Link>
            {' · '}
            {format.dateTime(comment.createdAt)}
          </p>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full border border-danger/30 bg-danger-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
          <Flag aria-hidden="true" className="size-3 text-danger" />
          {t('comment.flags', { count: comment.openFlagCount })}
        </span>
      </div>

      <blockquote className="mt-3 rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
        {comment.content}
      </blockquote>
      {comment.moderationStatus === 'removed' && (
        <p className="mt-2 text-xs font-medium text-muted-foreground">{t('comment.alreadyRemoved')}</p>
      )}

      <div className="mt-3">
        <p className="text-sm font-medium text-foreground">{t('comment.reasonsHeading')}</p>
        <ul className="mt-1 space-y-1 text-sm">
          {comment.flags.map((flag) => (
            <li key={`${flag.flaggedBy}-${flag.createdAt}`} className="break-words text-foreground">
              <span className="whitespace-pre-line">“{flag.reason}”</span>{' '}
              <span className="text-muted-foreground">
                {t('comment.flaggedBy', { name: flag.flaggedBy, date: format.dateTime(flag.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
        {hiddenFlags > 0 && (
          <p className="mt-1 text-xs text-muted-foreground">
            {t('comment.moreFlags', { count: hiddenFlags })}
          </p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {ACTIONS.map(({ kind, icon: Icon, variant }) => (
          <Button
            key={kind}
            size="sm"
            variant={variant}
            onClick={() => onAction({ kind, comment })}
            aria-label={t(`actions.${kind}.aria`, { subject: comment.authorName })}
          >
            <Icon aria-hidden="true" />
            {t(`actions.${kind}.button`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
