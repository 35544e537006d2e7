import type { ListingDetail } from '@shared/contracts/marketplace';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useSession } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Check, CopyPlus, Download, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DownloadProgress } from './download-progress';
import { purchaseApi } from './purchase-api';
import { useListingDownload } from './use-listing-download';

/**
 * The detail page's purchase/download button (platform.md §2 Recipe detail, §4 Purchase, Recipe
 * access, Free download progress). Signed out: the sign-in prompt. Paid: 'Processing...' then the
 * provider's checkout page. Free: claim, then the file with progress. Owned: 'Downloaded'
 * (disabled), with Download again and Save a copy. The creator downloads their own.
 */
export function PurchaseButton({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-purchase');
  const { user, isPending } = useSession();
  const format = useFormat();
  const download = useListingDownload(listing.id);
  const free = listing.priceCents === 0;
  const owned = listing.access === 'owner';
  const creator = listing.access === 'creator';

  const progress = (
    <DownloadProgress state={download.state} onRetry={download.retry} onDismiss={download.dismiss} />
  );

  if (owned || creator)
    return (
      <div className="flex flex-col gap-2">
        {owned && (
          <Button disabled className="w-full">
            <Check aria-hidden="true" />
            {t('button.downloaded')}
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={creator ? 'primary' : 'secondary'}
            className="flex-1"
            disabled={download.busy}
            onClick={() => void download.downloadAgain()}
          >
            <Download aria-hidden="true" />
            {creator ? t('button.download') : t('button.downloadAgain')}
          </Button>
          {owned && <SaveCopyButton listingId={listing.id} />}
        </div>
        {progress}
      </div>
    );

  if (isPending) return <Button disabled className="w-full" aria-busy="true" />;

  if (!user)
    return (
      <div className="flex flex-col gap-2">
        <Button className="w-full" onClick={() => openAuthPrompt('login')}>
          {free ? <Download aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
          {free ? t('button.getFree') : t('button.buy', { price: format.price(listing.priceCents, 'USD') })}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t('button.signInHint')}</p>
      </div>
    );

  if (free)
    return (
      <div className="flex flex-col gap-2">
        <Button className="w-full" disabled={download.busy} onClick={() => void download.claimAndDownload()}>
          <Download aria-hidden="true" />
          {t('button.getFree')}
        </Button>
        {progress}
      </div>
    );

  return <BuyButton listing={listing} />;
}

/** 'Processing...' while the server opens the checkout, then the browser goes to its page. */
function BuyButton({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-purchase');
  const navigate = useNavigate();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: () => purchaseApi.checkout(listing.id),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      if (!answer?.url) {
        setError(t('errors.checkout'));
        return;
      }
      // The local provider's page is one of this app's: no reload. Stripe's is another site.
      if (answer.url.startsWith('/') && !answer.url.startsWith('//')) void navigate(answer.url);
      else window.location.assign(answer.url);
    },
    onError: (failure) =>
      // The server's own words when it refused; otherwise the spec's fallback.
      setError(failure instanceof ApiRequestError && failure.key ? failure.message : t('errors.purchase')),
  });
  // Stays 'Processing...' after success too: the page is being left for the checkout.
  const processing = checkout.isPending || (checkout.isSuccess && error === null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        className="w-full"
        disabled={processing}
        aria-busy={processing}
        onClick={() => checkout.mutate()}
      >
        <ShoppingCart aria-hidden="true" />
        {processing
          ? t('button.processing')
          : t('button.buy', { price: format.price(listing.priceCents, 'USD') })}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Save a copy': the owned listing as a new recipe of the user's own gallery. */
function SaveCopyButton({ listingId }: { listingId: string }) {
  const t = useT('marketplace-purchase');
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: () => purchaseApi.saveCopy(listingId),
    onSuccess: ({ recipeId }) =>
      toast.success(t('copy.saved'), {
        action: { label: t('copy.open'), onClick: () => void navigate(`/recipes/${recipeId}`) },
      }),
    onError: (failure) =>
      toast.error(failure instanceof ApiRequestError && failure.key ? failure.message : t('copy.failed')),
  });
  return (
    <Button variant="secondary" className="flex-1" disabled={save.isPending} onClick={() => save.mutate()}>
      <CopyPlus aria-hidden="true" />
      {save.isPending ? t('button.saving') : t('button.saveCopy')}
    </Button>
  );
}
