import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

/** Pieces the three operations tabs share: loading, failure, empty, pages and status badges. */

export function LoadingRows() {
  const t = useT('admin-operations');
  return (
    <div role="status" className="flex items-center gap-2 px-1 py-8 text-sm text-muted-foreground">
      <Spinner className="size-4" />
      {t('common.loading')}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('admin-operations');
  return (
    <Alert
      tone="danger"
      title={message}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT('admin-operations');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('common.pagination')} className="flex items-center justify-end gap-2">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('common.previous')}
      </Button>
      <span className="text-sm tabular-nums text-muted-foreground" aria-current="page">
        {t('common.pageLabel', { page })}
      </span>
      <Button size="sm" variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('common.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const badgeTones: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-muted-foreground',
  success: 'bg-success-muted text-success',
  warning: 'bg-warning-muted text-warning',
  danger: 'bg-danger-muted text-danger',
  info: 'bg-primary/10 text-primary',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A label and its value in a detail view. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm text-foreground break-words">{children}</dd>
    </div>
  );
}
