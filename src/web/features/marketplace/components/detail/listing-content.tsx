import type { ListingDetail } from '@shared/contracts/marketplace';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Eye, LockOpen } from 'lucide-react';
import { LockedPreview } from './locked-preview';

/** platform.md §2: the first two sections of an owned recipe start expanded. */
const OPEN_SECTIONS = 2;

/**
 * The recipe itself: the creator and owners read it in full in the chat's presenter (their style
 * and display mode, ticks kept per listing on the server, exports); everyone else gets the locked
 * preview and the outline.
 */
export function ListingContent({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-detail');
  const unlocked = listing.content !== undefined;
  const StatusIcon = unlocked ? LockOpen : Eye;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <p
        data-testid="listing-access-status"
        className={cn(
          'inline-flex items-center gap-2 self-start rounded-full px-3 py-1 text-xs font-medium',
          unlocked ? 'bg-success-muted text-success' : 'bg-muted text-muted-foreground',
        )}
      >
        <StatusIcon aria-hidden="true" className="size-3.5" />
        {unlocked ? t('status.unlocked') : t('status.preview')}
      </p>
      {unlocked ? (
        <RecipePresenter
          content={listing.content ?? ''}
          streaming={false}
          expandedByDefault={OPEN_SECTIONS}
          subject={{ kind: 'listing', id: listing.id }}
          exportName={listing.title}
        />
      ) : (
        <LockedPreview listing={listing} />
      )}
    </Card>
  );
}
