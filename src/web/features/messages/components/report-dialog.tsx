import { REPORT_REASON_MAX_CHARS } from '@shared/contracts/messaging';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { reportConversation } from '../api/messaging-api';

const MIN_REASON = 3;

/** 'Report conversation' (issue 23 item 5): a reason, sent to the moderators' queue. */
export function ReportDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('messages');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fieldId = useId();
  const trimmed = reason.trim();

  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(null);
      setSent(false);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || trimmed.length < MIN_REASON) return;
    setSending(true);
    setError(null);
    try {
      await reportConversation(conversationId, trimmed);
      setSent(true);
    } catch (failure) {
      setError(errorText(failure as { key?: string; message?: string }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('report.close')}>
        <DialogTitle>{t('report.title')}</DialogTitle>
        <DialogDescription>{t('report.description')}</DialogDescription>
        {sent ? (
          <div className="mt-5 space-y-4">
            <Alert tone="success">{t('report.sent')}</Alert>
            <div className="flex justify-end">
              <Button onClick={() => change(false)}>{t('report.close')}</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="mt-5 space-y-4">
            <div className="space-y-1.5">
              <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
                {t('report.reason')}
              </label>
              <textarea
                id={fieldId}
                value={reason}
                maxLength={REPORT_REASON_MAX_CHARS}
                rows={4}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t('report.placeholder')}
                className={cn(inputClasses, 'h-auto resize-none py-2')}
              />
            </div>
            {error && <Alert tone="danger">{error}</Alert>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => change(false)}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={sending || trimmed.length < MIN_REASON}>
                {t('report.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
