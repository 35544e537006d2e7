import { MODERATION_REASON_MAX } from '@shared/contracts/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useId, useState } from 'react';
import { type ModerationAction, NEEDS_REASON, useModerationDecision } from '../../hooks/use-moderation';

/** Destructive decisions get the red confirm button. */
const DESTRUCTIVE = new Set([
  'rejectListing',
  'unpublishListing',
  'deleteListing',
  'upholdComment',
  'deleteComment',
  'upholdReport',
]);

/** What the dialog names: the listing, the comment's author, or the user a report is about. */
function subjectOf(action: ModerationAction, deletedUser: string): string {
  if ('listing' in action) return action.listing.title;
  if ('comment' in action) return action.comment.authorName;
  const reported = action.report.reportedUser;
  return reported.deleted ? deletedUser : (reported.name ?? '');
}

/**
 * The confirmation of one moderation decision: what it will do, a reason the author will read for
 * reject and unpublish, and one the reporter will read for a conversation report's Uphold and
 * Dismiss (required, at most MODERATION_REASON_MAX characters), Cancel and the action.
 * A refusal (deleted or decided meanwhile) stays in the dialog in the server's words; the queue
 * behind it is read again.
 */
export function ModerationDialog({
  action,
  onClose,
}: {
  action: ModerationAction | null;
  onClose: () => void;
}) {
  const t = useT('admin');
  const decision = useModerationDecision();
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const needsReason = action ? NEEDS_REASON.has(action.kind) : false;
  const trimmed = reason.trim();
  const tooLong = trimmed.length > MODERATION_REASON_MAX;
  const ready = !needsReason || (trimmed.length > 0 && !tooLong);

  const close = () => {
    setReason('');
    decision.reset();
    onClose();
  };

  const confirm = () => {
    if (!action || !ready || decision.isPending) return;
    decision.mutate(
      { action, reason: trimmed },
      {
        onSuccess: () => {
          toast.success(t(`actions.${action.kind}.done`));
          close();
        },
      },
    );
  };

  const subject = action ? subjectOf(action, t('report.deletedUser')) : '';
  // A report's decision is read by the reporter; a listing's by its author.
  const forReporter = action !== null && 'report' in action;

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      {action && (
        <DialogContent closeLabel={t('dialog.close')} role={needsReason ? 'dialog' : 'alertdialog'}>
          <DialogTitle>{t(`actions.${action.kind}.title`)}</DialogTitle>
          <DialogDescription>{t(`actions.${action.kind}.description`, { subject })}</DialogDescription>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            {needsReason && (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={fieldId}>
                  {forReporter ? t('dialog.reporterReasonLabel') : t('dialog.reasonLabel')}
                </Label>
                <textarea
                  id={fieldId}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  rows={4}
                  required
                  autoFocus
                  placeholder={
                    forReporter ? t('dialog.reporterReasonPlaceholder') : t('dialog.reasonPlaceholder')
                  }
                  aria-invalid={tooLong || undefined}
                  aria-describedby={`${fieldId}-hint`}
                  className={cn(
                    'w-full min-w-0 resize-y rounded-lg border border-border bg-surface px-3 py-2 text-[15px] leading-relaxed text-foreground shadow-xs sm:text-sm',
                    'placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
                    'aria-invalid:border-danger',
                  )}
                />
                <p
                  id={`${fieldId}-hint`}
                  className={cn('text-xs', tooLong ? 'font-medium text-danger' : 'text-muted-foreground')}
                >
                  {tooLong
                    ? t('dialog.reasonTooLong', { max: MODERATION_REASON_MAX })
                    : t('dialog.reasonHint', { count: trimmed.length, max: MODERATION_REASON_MAX })}
                </p>
              </div>
            )}
            {decision.error && <Alert tone="danger">{decision.error.message}</Alert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={close}>
                {t('dialog.cancel')}
              </Button>
              <Button
                type="submit"
                variant={DESTRUCTIVE.has(action.kind) ? 'destructive' : 'primary'}
                disabled={!ready || decision.isPending}
                aria-busy={decision.isPending}
              >
                {decision.isPending && <Spinner className="size-4 text-current" />}
                {t(`actions.${action.kind}.confirm`)}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
