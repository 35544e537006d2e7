import type { AuditEntry } from '@shared/contracts/admin';
import { useT } from '@web/lib/i18n';

/** Admin actions the panel words; any other is shown by its code (a newer server's action). */
const KNOWN_ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.unpublish',
  'listing.delete',
  'comment.uphold',
  'comment.dismiss',
  'comment.delete',
  'user.disable',
  'user.enable',
  'user.creatorVerify',
  'user.creatorUnverify',
  'contactMessage.handle',
  'contactMessage.unhandle',
  'contactMessage.resend',
  'job.retry',
  'conversationReport.read',
  'conversationReport.uphold',
  'conversationReport.dismiss',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnown = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

export function AuditActionLabel({ action }: { action: string }) {
  const t = useT('admin');
  if (isKnown(action)) return <>{t(`audit.action.${action}`)}</>;
  return <code className="font-mono text-xs">{action}</code>;
}

/** A detail's value as text: strings and numbers as they are, anything else as JSON. */
const show = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/**
 * The reason the admin gave and what the action recorded of the change (status before and after,
 * flags closed, the title…), as written by the server.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const t = useT('admin');
  const details = Object.entries(entry.details ?? {}).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  if (!entry.reason && details.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-col gap-1">
      {entry.reason && (
        <p className="break-words text-foreground">
          <span className="font-medium">{t('audit.reason')}</span>{' '}
          <span className="whitespace-pre-line">{entry.reason}</span>
        </p>
      )}
      {details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          {details.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-mono">{key}</dt>
              <dd className="break-words text-foreground">{show(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
