import { FLAG_REASON_MAX_CHARS } from '@shared/contracts/marketplace-community';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CommunityTextarea } from './community-textarea';

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
}

/** 'Are you sure you want to delete this comment?' with Cancel and Delete. */
export function DeleteCommentDialog({
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: ConfirmProps & { onConfirm: () => void }) {
  const t = useT('marketplace-community');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} role="alertdialog">
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription>{t('delete.confirm')}</DialogDescription>
        {error && (
          <Alert tone="danger" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" /> : <Trash2 aria-hidden="true" />}
            {t('delete.action')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Flag with a reason (required, at most 500 characters); Cancel aborts and sends nothing. */
export function FlagCommentDialog({
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: ConfirmProps & { onConfirm: (reason: string) => void }) {
  const t = useT('marketplace-community');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const tooLong = trimmed.length > FLAG_REASON_MAX_CHARS;
  const change = (next: boolean) => {
    if (!next) setReason('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('flag.title')}</DialogTitle>
        <DialogDescription>{t('flag.description')}</DialogDescription>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (trimmed && !tooLong && !pending) onConfirm(trimmed);
          }}
        >
          <CommunityTextarea
            label={t('flag.reason')}
            placeholder={t('flag.placeholder')}
            value={reason}
            onChange={setReason}
            required
            autoFocus
            error={tooLong ? t('flag.tooLong', { max: FLAG_REASON_MAX_CHARS }) : null}
            footer={
              <span className="ml-auto text-muted-foreground tabular-nums">
                {t('counter', { count: trimmed.length, max: FLAG_REASON_MAX_CHARS })}
              </span>
            }
          />
          {error && <Alert tone="danger">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => change(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!trimmed || tooLong || pending}>
              {pending ? <Spinner className="size-4 text-current" /> : <Flag aria-hidden="true" />}
              {t('flag.action')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
