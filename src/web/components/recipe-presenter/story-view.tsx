import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

/** Keys typed into a field are the field's, not the story's. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && target.type !== 'checkbox'));

/**
 * Story mode (platform.md §2 display modes): one section at a time, full width, with previous and
 * next buttons, the arrow keys, and an 'N / M' indicator. Sections streaming in add to M; the
 * reader stays where they are.
 */
export function StoryView({
  count,
  renderSection,
}: {
  count: number;
  renderSection: (index: number) => ReactNode;
}) {
  const t = useT('recipe-presenter');
  const [at, setAt] = useState(0);
  const index = Math.min(at, Math.max(0, count - 1));
  const go = (next: number) => setAt(Math.max(0, Math.min(count - 1, next)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('presenter.story')}
      data-testid="recipe-story"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so the arrow keys can turn the pages
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="space-y-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {count > 0 && <div key={index}>{renderSection(index)}</div>}
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={() => go(index - 1)} disabled={index <= 0}>
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">{t('presenter.previous')}</span>
        </Button>
        <span
          aria-live="polite"
          data-testid="recipe-story-position"
          className="text-sm tabular-nums text-muted-foreground"
        >
          {t('presenter.position', { current: count === 0 ? 0 : index + 1, total: count })}
        </span>
        <Button variant="secondary" size="sm" onClick={() => go(index + 1)} disabled={index >= count - 1}>
          <span className="max-sm:sr-only">{t('presenter.next')}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
