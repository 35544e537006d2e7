import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { ReportedConversation } from '@shared/contracts/admin';
import { useT } from '@web/lib/i18n';
import { MessagesSquare, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type ModerationAction, useModerationQueue } from '../../hooks/use-moderation';
import { CommentCard } from './comment-card';
import { ListingCard } from './listing-card';
import { ListingLookup } from './listing-lookup';
import { ModerationDialog } from './moderation-dialog';
import { ReportCard } from './report-card';
import { TranscriptDialog } from './transcript-dialog';

/**
 * The Moderation tab (issue 22 §4): pending listings with their validation reasons, listings a
 * moderator rejected, comments with open flags, conversations participants reported (issue 23:
 * their last messages in a read-only dialog, Uphold and Dismiss with a reason), and a look-up to
 * take a published listing down. Each decision is confirmed in a dialog; the queue is read again
 * after it.
 */
export function ModerationTab() {
  const t = useT('admin');
  const queue = useModerationQueue();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [reading, setReading] = useState<ReportedConversation | null>(null);

  if (queue.isPending)
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('moderation.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-32 animate-pulse rounded-xl border border-border bg-surface"
          />
        ))}
      </div>
    );

  if (queue.isError && !queue.data)
    return (
      <Alert
        tone="danger"
        title={t('moderation.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void queue.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('moderation.tryAgain')}
          </Button>
        }
      >
        {queue.error.message}
      </Alert>
    );

  const { pendingListings, rejectedListings, flaggedComments, reportedConversations } = queue.data;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('moderation.intro')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void queue.refetch()}
          disabled={queue.isFetching}
          aria-busy={queue.isFetching}
        >
          {queue.isFetching ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
          {t('moderation.refresh')}
        </Button>
      </div>

      <QueueSection
        title={t('moderation.pending.heading')}
        description={t('moderation.pending.description')}
        shown={pendingListings.items.length}
        total={pendingListings.total}
        empty={t('moderation.pending.empty')}
      >
        {pendingListings.items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} onAction={setAction} />
        ))}
      </QueueSection>

      <QueueSection
        title={t('moderation.flagged.heading')}
        description={t('moderation.flagged.description')}
        shown={flaggedComments.items.length}
        total={flaggedComments.total}
        empty={t('moderation.flagged.empty')}
      >
        {flaggedComments.items.map((comment) => (
          <CommentCard key={comment.id} comment={comment} onAction={setAction} />
        ))}
      </QueueSection>

      <QueueSection
        title={t('moderation.rejected.heading')}
        description={t('moderation.rejected.description')}
        shown={rejectedListings.items.length}
        total={rejectedListings.total}
        empty={t('moderation.rejected.empty')}
      >
        {rejectedListings.items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} onAction={setAction} />
        ))}
      </QueueSection>

      {reportedConversations.available ? (
        <QueueSection
          title={t('moderation.conversations.heading')}
          description={t('moderation.conversations.description')}
          shown={reportedConversations.items.length}
          total={reportedConversations.total}
          empty={t('moderation.conversations.empty')}
        >
          {reportedConversations.items.map((report) => (
            <ReportCard key={report.id} report={report} onAction={setAction} onRead={setReading} />
          ))}
        </QueueSection>
      ) : (
        <section aria-labelledby="moderation-conversations" className="flex flex-col gap-3">
          <h3 id="moderation-conversations" className="text-lg font-semibold text-foreground">
            {t('moderation.conversations.heading')}
          </h3>
          <Alert role="note" icon={MessagesSquare}>
            {t('moderation.conversations.unavailable')}
          </Alert>
        </section>
      )}

      <ListingLookup onAction={setAction} />

      <ModerationDialog action={action} onClose={() => setAction(null)} />
      <TranscriptDialog report={reading} onClose={() => setReading(null)} />
    </div>
  );
}

function QueueSection({
  title,
  description,
  shown,
  total,
  empty,
  children,
}: {
  title: string;
  description: string;
  shown: number;
  total: number;
  empty: string;
  children: ReactNode;
}) {
  const t = useT('admin');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-foreground">
          {title}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
            {total}
          </span>
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <>
          <ul aria-label={title} className="flex flex-col gap-3">
            {children}
          </ul>
          {total > shown && (
            <p className="text-xs text-muted-foreground">{t('moderation.showingFirst', { shown, total })}</p>
          )}
        </>
      )}
    </section>
  );
}
