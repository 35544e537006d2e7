import type { QueuedListing } from '@shared/contracts/admin';
import { MARKETPLACE_CURRENCY } from '@shared/marketplace/pricing';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Check, EyeOff, Trash2, Undo2 } from 'lucide-react';
import { useId } from 'react';
import type { ModerationAction } from '../../hooks/use-moderation';

type ListingActionKind = Extract<ModerationAction, { listing: QueuedListing }>['kind'];

/** Which decisions a listing in this state takes (the server checks the same). */
function actionsFor(listing: QueuedListing): ListingActionKind[] {
  if (listing.status === 'published') return ['unpublishListing', 'deleteListing'];
  if (listing.status === 'pending') return ['approveListing', 'rejectListing', 'deleteListing'];
  // A draft: only one a moderator rejected can be approved from here.
  return listing.moderationDecision === 'rejected' ? ['approveListing', 'deleteListing'] : ['deleteListing'];
}

const ICONS = {
  approveListing: Check,
  rejectListing: Undo2,
  unpublishListing: EyeOff,
  deleteListing: Trash2,
};
const VARIANTS = {
  approveListing: 'primary',
  rejectListing: 'secondary',
  unpublishListing: 'secondary',
  deleteListing: 'danger',
} as const;

/**
 * One listing of the moderation queue: title, creator, price, state, what validation found (in
 * the reader's language) or a moderator's earlier reason, the start of its content, and the
 * decisions its state allows.
 */
export function ListingCard({
  listing,
  onAction,
}: {
  listing: QueuedListing;
  onAction: (action: ModerationAction) => void;
}) {
  const t = useT('admin');
  const format = useFormat();
  const titleId = useId();
  const price =
    listing.priceCents === 0 ? t('listing.free') : format.price(listing.priceCents, MARKETPLACE_CURRENCY);
  const checking = listing.status === 'pending' && listing.validationStatus === 'unchecked';

  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <h4 id={titleId} className="text-base font-semibold break-words text-foreground">
            {listing.title}
          </h4>
          <p className="mt-0.5 text-sm break-all text-muted-foreground">
            {t('listing.by', { name: listing.creatorName, email: listing.creatorEmail })}
          </p>
        </div>
        <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
          {t(`listing.status.${listing.status}`)}
        </span>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t('listing.price')}</dt>
          <dd className="font-medium text-foreground tabular-nums">{price}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('listing.version')}</dt>
          <dd className="tabular-nums">{listing.version}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('listing.updated')}</dt>
          <dd>{format.dateTime(listing.updatedAt)}</dd>
        </div>
      </dl>

      {listing.status === 'pending' && (
        <div className="mt-3 rounded-lg border border-warning/40 bg-warning-muted px-3 py-2 text-sm text-foreground">
          {checking || listing.validationReasons.length === 0 ? (
            <p>{t('listing.checking')}</p>
          ) : (
            <>
              <p className="font-medium">{t('listing.reasonsHeading')}</p>
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

      {listing.moderationDecision === 'rejected' &&
        listing.moderationReason &&
        listing.status === 'draft' && (
          <div className="mt-3 rounded-lg border border-danger/30 bg-danger-muted px-3 py-2 text-sm text-foreground">
            <p className="font-medium">
              {listing.moderatedAt
                ? t('listing.rejectedOn', { date: format.dateTime(listing.moderatedAt) })
                : t('listing.rejected')}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{listing.moderationReason}</p>
          </div>
        )}

      {listing.excerpt.trim() && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            {t('listing.showContent')}
          </summary>
          <p className="mt-2 rounded-lg bg-muted px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-foreground">
            {listing.excerpt}
          </p>
        </details>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {actionsFor(listing).map((kind) => {
          const Icon = ICONS[kind];
          return (
            <Button
              key={kind}
              size="sm"
              variant={VARIANTS[kind]}
              onClick={() => onAction({ kind, listing })}
              aria-label={t(`actions.${kind}.aria`, { subject: listing.title })}
            >
              <Icon aria-hidden="true" />
              {t(`actions.${kind}.button`)}
            </Button>
          );
        })}
      </div>
    </li>
  );
}
