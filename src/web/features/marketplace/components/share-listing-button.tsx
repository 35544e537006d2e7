import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Check, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** platform.md §9: copy and share confirmation 2 s. */
export const COPIED_MS = 2000;

/** The listing's own address, absolute, for sharing. */
export const listingUrl = (id: string) =>
  new URL(`/marketplace/recipe/${encodeURIComponent(id)}`, window.location.origin).toString();

/**
 * Share a listing: the system share sheet where there is one (Web Share API), otherwise the link
 * copied to the clipboard with a 2-second confirmation. A user closing the share sheet is no
 * failure; anything else says to copy the address by hand.
 */
export function ShareListingButton({
  id,
  title,
  className,
}: {
  id: string;
  title: string;
  className?: string;
}) {
  const t = useT('marketplace');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const url = listingUrl(id);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('card.shareFailed'));
    }
  };

  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={copied ? t('card.copied') : t('card.share', { title })}
      title={copied ? t('card.copied') : t('card.shareShort')}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface text-muted-foreground shadow-xs transition-colors',
        'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        copied && 'text-success',
        className,
      )}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Share2 aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite" className="sr-only">
        {copied ? t('card.copied') : ''}
      </span>
    </button>
  );
}
