import { useQuery } from '@tanstack/react-query';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { CheckCheck, Mail, Send, Undo2 } from 'lucide-react';
import { adminOperationsApi, adminOperationsKeys } from '../../api/admin-operations-api';
import { useSubjectLabel } from './contact-messages-tab';
import { Badge, Field, LoadFailed, LoadingRows } from './operations-ui';
import { useAdminMutation } from './use-admin-mutation';

/** One contact message in full: mark it handled (or not), reply, resend a mail still owed. */
export function ContactMessageDialog({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  const t = useT('admin-operations');
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-xl">
        <DialogTitle>{t('contact.detailTitle')}</DialogTitle>
        {messageId && <ContactMessage messageId={messageId} />}
      </DialogContent>
    </Dialog>
  );
}

function ContactMessage({ messageId }: { messageId: string }) {
  const t = useT('admin-operations');
  const format = useFormat();
  const subjectLabel = useSubjectLabel();
  const detail = useQuery({
    queryKey: adminOperationsKeys.contactMessage(messageId),
    queryFn: ({ signal }) => adminOperationsApi.contactMessage(messageId, signal),
    retry: 1,
  });
  const handled = useAdminMutation({
    run: (value: boolean) => adminOperationsApi.setHandled(messageId, value),
    done: (result) => (result.handledAt ? t('contact.handledToast') : t('contact.unhandledToast')),
    failed: t('contact.actionFailed'),
  });
  const resend = useAdminMutation({
    run: () => adminOperationsApi.resend(messageId),
    done: () => t('contact.resendToast'),
    failed: t('contact.actionFailed'),
  });

  if (detail.isPending) return <LoadingRows />;
  if (detail.isError)
    return (
      <div className="mt-4">
        <LoadFailed
          message={errorMessage(detail.error, t('contact.detailLoadFailed'))}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  const message = detail.data;
  const job = message.mailJob;
  const mailState =
    job.state === 'failed'
      ? t('contact.mailState.failed', { count: job.attempts })
      : t(`contact.mailState.${job.state}`);

  return (
    <div className="mt-4 flex flex-col gap-5">
      <DialogDescription className="mt-0">{subjectLabel(message.subject)}</DialogDescription>
      <div className="flex flex-wrap gap-1">
        {message.handledAt ? (
          <Badge tone="success">{t('contact.handled')}</Badge>
        ) : (
          <Badge tone="warning">{t('contact.unhandled')}</Badge>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('contact.from')}>
          {message.name}
          <span className="block break-all text-muted-foreground">{message.email}</span>
        </Field>
        {message.company && <Field label={t('contact.company')}>{message.company}</Field>}
        <Field label={t('contact.received')}>{format.dateTime(message.createdAt)}</Field>
        <Field label={t('contact.mail')}>
          {message.mailedAt ? (
            t('contact.mailedAt', { date: format.dateTime(message.mailedAt) })
          ) : (
            <>
              <span className="block">{mailState}</span>
              {job.lastError && (
                <span className="mt-1 block font-mono text-xs text-danger">
                  {t('contact.lastError', { error: job.lastError })}
                </span>
              )}
            </>
          )}
        </Field>
      </dl>
      <blockquote className="max-h-72 overflow-y-auto rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm whitespace-pre-wrap text-foreground">
        {message.message}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={message.handledAt ? 'secondary' : 'primary'}
          disabled={handled.isPending}
          onClick={() => handled.mutate(!message.handledAt)}
        >
          {message.handledAt ? <Undo2 aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
          {message.handledAt ? t('contact.markUnhandled') : t('contact.markHandled')}
        </Button>
        <a
          className={buttonClasses('secondary')}
          href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`}
        >
          <Mail aria-hidden="true" />
          {t('contact.reply')}
        </a>
        {!message.mailedAt && job.state !== 'running' && (
          <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(undefined)}>
            <Send aria-hidden="true" />
            {resend.isPending ? t('contact.resending') : t('contact.resend')}
          </Button>
        )}
      </div>
    </div>
  );
}
