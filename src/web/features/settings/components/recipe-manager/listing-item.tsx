import type { MyListing } from '@shared/contracts/marketplace-publish';
import { MARKETPLACE_CURRENCY } from '@shared/marketplace/pricing';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Eye, EyeOff, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { ListingStatusBadge } from './listing-status-badge';

interface ListingItemProps {
  listing: MyListing;
  /** A publish or unpublish of this listing is on its way. */
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One listing of the Recipe Manager (platform.md §2): title, goal (else description, else
 * 'No goal specified.'), price, status, purchase count, and Edit, Publish or Unpublish, Delete.
 * A pending listing says what the server's checks found, in the reader's language; a draft a
 * moderator sent back says why, in the moderator's words.
 */
export function ListingItem({ listing, toggling, onEdit, onToggle, onDelete }: ListingItemProps) {
  const t = useT('marketplace-publish');
  const format = useFormat();
  const titleId = useId();
  const published = listing.status === 'published';
  const price =
    listing.priceCents === 0 ? t('manager.free') : format.price(listing.priceCents, MARKETPLACE_CURRENCY);
  const checking = listing.status === 'pending' && listing.validationStatus === 'unchecked';
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h4 id={titleId} className="min-w-0 flex-1 text-base font-semibold break-words text-foreground">
          {listing.title}
        </h4>
        <ListingStatusBadge status={listing.status} />
      </div>
      <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed break-words text-muted-foreground">
        {listing.goal ?? t('manager.noGoal')}
      </p>
      <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('manager.priceLabel')}</dt>
          <dd className="font-semibold text-foreground tabular-nums">{price}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-muted-foreground">
          <ShoppingBag aria-hidden="true" className="size-4" />
          <dt className="sr-only">{t('manager.purchasesLabel')}</dt>
          <dd className="tabular-nums">{t('manager.purchases', { count: listing.purchaseCount })}</dd>
        </div>
        <div className="text-muted-foreground">
          <dt className="sr-only">{t('manager.versionLabel')}</dt>
          <dd>{t('manager.version', { version: listing.version })}</dd>
        </div>
      </dl>
      {listing.status === 'pending' && (
        <div className="mt-3 rounded-lg border border-warning/40 bg-warning-muted px-3 py-2 text-sm text-foreground">
          {checking || listing.validationReasons.length === 0 ? (
            <p>{t('manager.checking')}</p>
          ) : (
            <>
              <p className="font-medium">{t('manager.reasonsHeading')}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {listing.validationReasons.map((reason) => (
                  <li key={`${reason.key}-${JSON.stringify(reason.params ?? {})}`}>
                    {errorText({ key: reason.key, params: reason.params })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {listing.status === 'draft' && listing.rejection && (
        <div
          role="note"
          aria-label={t('manager.rejectedHeading')}
          className="mt-3 rounded-lg border border-danger/40 bg-danger-muted px-3 py-2 text-sm text-foreground"
        >
          <p className="font-medium">{t('manager.rejectedHeading')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{listing.rejection.reason}</p>
          <p className="mt-1 text-muted-foreground">{t('manager.rejectedHint')}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('manager.editAria', { title: listing.title })}
        >
          <Pencil aria-hidden="true" />
          {t('manager.edit')}
        </Button>
        <Button
          variant={published ? 'secondary' : 'primary'}
          size="sm"
          onClick={onToggle}
          disabled={toggling}
          aria-label={t(published ? 'manager.unpublishAria' : 'manager.publishAria', {
            title: listing.title,
          })}
        >
          {published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {t(published ? 'manager.unpublish' : 'manager.publish')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={onDelete}
          aria-label={t('manager.deleteAria', { title: listing.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('manager.delete')}
        </Button>
      </div>
    </li>
  );
}
