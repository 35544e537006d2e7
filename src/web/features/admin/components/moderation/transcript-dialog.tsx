import {
  REPORT_TRANSCRIPT_LIMIT,
  type ReportedConversation,
  type TranscriptMessage,
} from '@shared/contracts/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { RefreshCw } from 'lucide-react';
import { useConversationTranscript } from '../../hooks/use-moderation';
import { usePartyName } from './report-card';

/**
 * A reported conversation's last messages (at most REPORT_TRANSCRIPT_LIMIT), oldest first,
 * read-only: who wrote each (reporter, reported user, or a deleted account), when, and whether it
 * was edited. Texts are shown as text, never as markup. The server records each opening in the
 * audit log, so it is read once per opening.
 */
export function TranscriptDialog({
  report,
  onClose,
}: {
  report: ReportedConversation | null;
  onClose: () => void;
}) {
  const t = useT('admin');
  const nameOf = usePartyName();

  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      {report && (
        <DialogContent closeLabel={t('dialog.close')} className="sm:max-w-2xl">
          <DialogTitle>{t('transcript.title')}</DialogTitle>
          <DialogDescription>
            {t('transcript.description', {
              max: REPORT_TRANSCRIPT_LIMIT,
              reporter: nameOf(report.reporter),
              reported: nameOf(report.reportedUser),
            })}
          </DialogDescription>
          <TranscriptBody report={report} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function TranscriptBody({ report }: { report: ReportedConversation }) {
  const t = useT('admin');
  const transcript = useConversationTranscript(report.id);

  if (transcript.isPending)
    return (
      <div
        role="status"
        className="mt-6 flex items-center justify-center gap-2 text-sm text-muted-foreground"
      >
        <Spinner className="size-4" />
        {t('transcript.loading')}
      </div>
    );

  if (transcript.isError)
    return (
      <Alert
        tone="danger"
        className="mt-4"
        title={t('transcript.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void transcript.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('transcript.tryAgain')}
          </Button>
        }
      >
        {transcript.error.message}
      </Alert>
    );

  const { messages, hasEarlier } = transcript.data;
  if (messages.length === 0)
    return <p className="mt-4 text-sm text-muted-foreground">{t('transcript.empty')}</p>;

  return (
    <div className="mt-4 flex flex-col gap-2">
      {hasEarlier && <p className="text-xs text-muted-foreground">{t('transcript.earlier')}</p>}
      <ol aria-label={t('transcript.listLabel')} className="flex flex-col gap-2">
        {messages.map((message) => (
          <TranscriptLine key={message.id} message={message} report={report} />
        ))}
      </ol>
    </div>
  );
}

function TranscriptLine({ message, report }: { message: TranscriptMessage; report: ReportedConversation }) {
  const t = useT('admin');
  const format = useFormat();
  const nameOf = usePartyName();
  const who =
    message.sender === 'reporter'
      ? t('transcript.reporterLabel', { name: nameOf(report.reporter) })
      : message.sender === 'reportedUser'
        ? t('transcript.reportedLabel', { name: nameOf(report.reportedUser) })
        : t('transcript.deletedLabel');

  return (
    <li
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        message.sender === 'reportedUser' ? 'border-danger/30 bg-danger-muted' : 'border-border bg-muted',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{who}</span>
        <time dateTime={message.timestamp}>{format.dateTime(message.timestamp)}</time>
        {message.edited && <span>{t('transcript.edited')}</span>}
      </p>
      <p className="mt-1 leading-relaxed whitespace-pre-wrap break-words text-foreground">
        {message.content}
      </p>
    </li>
  );
}
