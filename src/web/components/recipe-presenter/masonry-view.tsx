import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { type ReactNode, useState } from 'react';

/**
 * Masonry renders this many sections, then 'Show N more sections' adds as many again. A column
 * layout cannot be windowed like a list (each card's column depends on every card before it), so
 * a 1,000-section recipe is capped instead: the first page paints at once and the reader asks for
 * more. (Cards and flow use the virtualised view for such recipes.)
 */
export const MASONRY_PAGE = 60;

/** Masonry mode (platform.md §2): responsive columns of open cards, each card's items scrolling past 16rem. */
export function MasonryView({
  count,
  renderSection,
}: {
  count: number;
  renderSection: (index: number) => ReactNode;
}) {
  const t = useT('recipe-presenter');
  const [shown, setShown] = useState(MASONRY_PAGE);
  const visible = Math.min(count, shown);
  const rest = count - visible;
  return (
    <div className="space-y-3">
      <div data-testid="recipe-masonry" className="gap-3 sm:columns-2 xl:columns-3">
        {Array.from({ length: visible }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections only grow at the end while streaming
          <div key={i} className="mb-3 break-inside-avoid">
            {renderSection(i)}
          </div>
        ))}
      </div>
      {rest > 0 && (
        <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + MASONRY_PAGE)}>
          {t('presenter.showMore', { count: Math.min(rest, MASONRY_PAGE) })}
        </Button>
      )}
    </div>
  );
}
