import { cn } from '@web/lib/cn';
import type { ViewMode } from '../../hooks/use-view-mode';
import { useT } from '@web/lib/i18n';

/** platform.md §9: 6 skeleton cards while the gallery loads. */
export const SKELETON_CARDS = 6;

export function GallerySkeleton({ view }: { view: ViewMode }) {
  const t = useT('recipes');
  return (
    <div role="status" aria-label={t('gallery.loading')} className={gridClass(view)}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={i}
          data-testid="recipe-skeleton"
          className={cn(
            'flex animate-pulse overflow-hidden rounded-2xl border border-border bg-surface',
            view === 'list' ? 'flex-row' : 'flex-col',
          )}
        >
          <div className={cn('bg-muted', view === 'list' ? 'w-24 sm:w-40' : 'aspect-[16/9] w-full')} />
          <div className="flex flex-1 flex-col gap-2.5 p-4">
            <div className="h-4 w-3/4 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
            <div className="h-3 w-5/6 rounded bg-muted" />
            <div className="mt-1 flex gap-1.5">
              <div className="h-5 w-14 rounded-full bg-muted" />
              <div className="h-5 w-16 rounded-full bg-muted" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The grid (1 to 3 columns by width) or the single-column list. */
export function gridClass(view: ViewMode): string {
  return view === 'list' ? 'flex flex-col gap-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';
}
