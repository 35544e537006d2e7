import type { QueuedListing } from '@shared/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { adminKeys, moderationApi } from '../../api/moderation-api';
import type { ModerationAction } from '../../hooks/use-moderation';
import { ListingCard } from './listing-card';

/**
 * The id in what the admin pasted: a marketplace link (…/marketplace/recipe/<id>, or the old
 * plural form) or the id itself.
 */
export function listingIdFrom(input: string): string {
  const text = input.trim();
  const match = /\/marketplace\/recipes?\/([^/?#\s]+)/.exec(text);
  if (!match?.[1]) return text;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

const deletedAlready = (error: unknown) =>
  error instanceof ApiRequestError && error.key === 'admin.listingDeleted';

/**
 * Find any listing by its link or id, to take a published one down (the queue lists only those
 * waiting for a decision). The listing is read from the admin API, so looking counts no view.
 */
export function ListingLookup({ onAction }: { onAction: (action: ModerationAction) => void }) {
  const t = useT('admin');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [id, setId] = useState<string | null>(null);
  const found = useQuery<QueuedListing>({
    queryKey: adminKeys.listing(id ?? ''),
    queryFn: ({ signal }) => moderationApi.lookupListing(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${fieldId}-heading`} className="text-lg font-semibold text-foreground">
          {t('lookup.heading')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('lookup.description')}</p>
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const next = listingIdFrom(text);
          if (next) setId(next);
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={fieldId}>{t('lookup.label')}</Label>
          <Input
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('lookup.placeholder')}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!text.trim() || found.isFetching}>
          {found.isFetching ? <Spinner className="size-4 text-current" /> : <Search aria-hidden="true" />}
          {t('lookup.find')}
        </Button>
      </form>
      {found.isError && (
        // A listing deleted (here, a moment ago, or earlier) is news, not a failure.
        <Alert tone={deletedAlready(found.error) ? 'info' : 'danger'}>{found.error.message}</Alert>
      )}
      {found.data && id !== null && (
        <ul aria-label={t('lookup.resultLabel')}>
          <ListingCard listing={found.data} onAction={onAction} />
        </ul>
      )}
    </section>
  );
}
