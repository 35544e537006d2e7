import type { ListingDetail } from '@shared/contracts/marketplace';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { shareOrCopyLink } from '@web/lib/share-link';
import { toast } from '@web/lib/toast';
import { ClipboardCopy, Share2 } from 'lucide-react';
import { PurchaseButton } from '../purchase/purchase-button';

/**
 * The price box (platform.md §2 Recipe detail): 'Free' with 'Instant download', or the price of a
 * one-time purchase; the purchase/download button; share (Web Share, else the link copied); and,
 * for a listing without an image whose content the reader has, a button copying the content.
 */
export function ListingPriceBox({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-detail');
  const format = useFormat();
  const free = listing.priceCents === 0;

  const share = async () => {
    try {
      const url = `${window.location.origin}/marketplace/recipe/${encodeURIComponent(listing.id)}`;
      if ((await shareOrCopyLink({ title: listing.title, url })) === 'copied')
        toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };
  const copyContent = async (content: string) => {
    try {
      await navigator.clipboard.writeText(content);
      toast.success(t('copyContent.copied'));
    } catch {
      toast.error(t('copyContent.failed'));
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <p className="sr-only">{t('price.label')}</p>
        <p
          data-testid="listing-price"
          className="text-3xl font-semibold tracking-tight text-foreground tabular-nums"
        >
          {free ? t('price.free') : format.price(listing.priceCents, 'USD')}
        </p>
        <p className="text-sm text-muted-foreground">
          {free ? t('price.instantDownload') : t('price.oneTime')}
        </p>
      </div>
      <PurchaseButton listing={listing} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          {t('share.button')}
        </Button>
        {!listing.imageUrl && listing.content !== undefined && (
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => void copyContent(listing.content ?? '')}
          >
            <ClipboardCopy aria-hidden="true" />
            {t('copyContent.button')}
          </Button>
        )}
      </div>
    </Card>
  );
}
