import type { ListingChanges } from '@shared/contracts/marketplace-detail';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Sparkles } from 'lucide-react';
import { useMarkListingSeen } from './listing-detail-api';

const CHANGE_TONES = {
  added: 'bg-success-muted text-success',
  removed: 'bg-danger-muted text-danger',
  changed: 'bg-accent text-accent-foreground',
} as const;

/**
 * For an owner whose last read version is older than the listing's (issue 20 §1): which sections
 * were added, removed or changed, until 'Mark as read'.
 */
export function ListingChangesNotice({ listingId, changes }: { listingId: string; changes: ListingChanges }) {
  const t = useT('marketplace-detail');
  const seen = useMarkListingSeen(listingId);
  return (
    <Alert
      tone="info"
      icon={Sparkles}
      title={t('changes.title')}
      data-testid="listing-changes"
      actions={
        <Button size="sm" variant="secondary" disabled={seen.isPending} onClick={() => seen.mutate()}>
          {t('changes.dismiss')}
        </Button>
      }
    >
      <p>{t('changes.intro', { from: changes.fromVersion, to: changes.toVersion })}</p>
      {changes.titleChanged && <p>{t('changes.titleChanged')}</p>}
      {changes.sections.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {changes.sections.map((s) => (
            <li
              key={`${s.change}:${s.section}`}
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', CHANGE_TONES[s.change])}
            >
              {t(`changes.${s.change}`)}: {s.section}
            </li>
          ))}
        </ul>
      ) : (
        !changes.titleChanged && <p>{t('changes.noSections')}</p>
      )}
      {seen.isError && (
        <p role="alert" className="text-danger">
          {t('changes.failed')}
        </p>
      )}
    </Alert>
  );
}
