import type { ReportedConversation, ReportParty } from '@shared/contracts/admin';
import { Button } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Ban, Check, MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import type { ModerationAction } from '../../hooks/use-moderation';

const ACTIONS = [
  { kind: 'upholdReport', icon: Ban, variant: 'danger' },
  { kind: 'dismissReport', icon: Check, variant: 'secondary' },
] as const;

/** A party's name as the panel shows it; a deleted account is 'Deleted user'. */
export function usePartyName() {
  const t = useT('admin');
  return (party: ReportParty) => (party.deleted ? t('report.deletedUser') : (party.name ?? ''));
}

/**
 * One open conversation report: who reported whom, when, why, what the conversation was started
 * about; Read conversation (its last messages, read-only), Uphold and Dismiss, each with a reason
 * the reporter reads.
 */
export function ReportCard({
  report,
  onAction,
  onRead,
}: {
  report: ReportedConversation;
  onAction: (action: ModerationAction) => void;
  onRead: (report: ReportedConversation) => void;
}) {
  const t = useT('admin');
  const format = useFormat();
  const headingId = useId();
  const nameOf = usePartyName();
  const reported = nameOf(report.reportedUser);
  const person = (party: ReportParty) =>
    party.deleted || !party.email
      ? nameOf(party)
      : t('report.person', { name: nameOf(party), email: party.email });

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <h4 id={headingId} className="text-sm font-semibold break-words text-foreground">
        {t('report.heading', { name: reported })}
      </h4>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('report.reportedUser')}</dt>
        <dd className="break-all text-foreground">{person(report.reportedUser)}</dd>
        <dt className="text-muted-foreground">{t('report.reporter')}</dt>
        <dd className="break-all text-foreground">{person(report.reporter)}</dd>
        <dt className="text-muted-foreground">{t('report.when')}</dt>
        <dd className="text-foreground">{format.dateTime(report.createdAt)}</dd>
        {report.lastMessageAt && (
          <>
            <dt className="text-muted-foreground">{t('report.lastMessage')}</dt>
            <dd className="text-foreground">{format.dateTime(report.lastMessageAt)}</dd>
          </>
        )}
        {report.recipeName && (
          <>
            <dt className="text-muted-foreground">{t('report.recipe')}</dt>
            <dd className="break-words text-foreground">{report.recipeName}</dd>
          </>
        )}
      </dl>

      <div className="mt-3">
        <p className="text-sm font-medium text-foreground">{t('report.reasonHeading')}</p>
        <blockquote className="mt-1 rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
          {report.reason}
        </blockquote>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onRead(report)}
          aria-label={t('report.readAria', { subject: reported })}
        >
          <MessagesSquare aria-hidden="true" />
          {t('report.read')}
        </Button>
        {ACTIONS.map(({ kind, icon: Icon, variant }) => (
          <Button
            key={kind}
            size="sm"
            variant={variant}
            onClick={() => onAction({ kind, report })}
            aria-label={t(`actions.${kind}.aria`, { subject: reported })}
          >
            <Icon aria-hidden="true" />
            {t(`actions.${kind}.button`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
