import type { ListingDetail } from '@shared/contracts/marketplace';
import { useT } from '@web/lib/i18n';
import { ListChecks, Lock } from 'lucide-react';

/**
 * What a reader who does not own the recipe sees of it (platform.md §2): the server's
 * 200-character preview fading under a lock, 'Full Recipe Locked', and the outline (section
 * names and item counts). The content itself never reached the browser.
 */
export function LockedPreview({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-detail');
  return (
    <div className="flex flex-col gap-5">
      <div className="relative overflow-hidden rounded-xl border border-border bg-background">
        <p className="sr-only">{t('locked.preview')}</p>
        <p
          data-testid="listing-preview"
          aria-hidden="false"
          className="min-h-36 px-4 pt-4 pb-24 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground/80"
        >
          {listing.preview}
        </p>
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1.5 bg-gradient-to-t from-background via-background/95 to-transparent px-4 pt-12 pb-4 text-center">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm">
            <Lock aria-hidden="true" className="size-4" />
          </span>
          <p className="text-sm font-semibold text-foreground">{t('locked.title')}</p>
          <p className="text-xs text-muted-foreground">
            {listing.priceCents === 0 ? t('locked.free') : t('locked.paid')}
          </p>
        </div>
      </div>
      <section aria-labelledby="listing-outline">
        <h3
          id="listing-outline"
          className="mb-2 flex items-center gap-2 text-sm font-semibold text-foreground"
        >
          <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('outline.title')}
        </h3>
        {listing.outline.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('outline.empty')}</p>
        ) : (
          <ol className="divide-y divide-border rounded-xl border border-border">
            {listing.outline.map((s, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: sections may share a name; their order is fixed
                key={i}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Lock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                  <span className="truncate font-medium text-foreground">{s.section}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {t('outline.items', { count: s.count })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
