import { IconButton } from '@web/components/ui/icon-button';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';

const SLIDE_MS = 300;
const SWIPE_PX = 50;

/**
 * The versions of a reply (platform.md §2 Recipe carousel): with one version just the content;
 * otherwise 'Recipe N of M' with previous/next (disabled at the ends and while the 300 ms slide
 * runs), arrow keys while it has focus, and a 50 px touch swipe.
 */
export function VersionCarousel({
  index,
  total,
  onSelect,
  disabled,
  children,
}: {
  index: number;
  total: number;
  onSelect: (index: number) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const t = useT('chat');
  const [sliding, setSliding] = useState<'left' | 'right' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touchX = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (total <= 1) return <>{children}</>;

  const go = (next: number) => {
    if (sliding || disabled || next < 0 || next >= total || next === index) return;
    setSliding(next > index ? 'left' : 'right');
    onSelect(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSliding(null), SLIDE_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('actions.carousel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so arrow keys page through versions
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      data-testid="version-carousel"
      className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <div className="mb-2 flex items-center gap-1">
        <IconButton
          label={t('actions.previous')}
          disabled={index === 0 || sliding !== null || disabled}
          onClick={() => go(index - 1)}
          data-testid="version-previous"
        >
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <span
          className="min-w-24 text-center text-xs font-medium text-muted-foreground tabular-nums"
          aria-live="polite"
          data-testid="version-label"
        >
          {t('actions.versionOf', { current: index + 1, total })}
        </span>
        <IconButton
          label={t('actions.next')}
          disabled={index >= total - 1 || sliding !== null || disabled}
          onClick={() => go(index + 1)}
          data-testid="version-next"
        >
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </div>
      <div className="overflow-hidden">
        <div
          key={index}
          className={cn(
            'motion-safe:duration-300 motion-safe:ease-out',
            sliding === 'left' && 'motion-safe:animate-[version-in-left_300ms_ease-out]',
            sliding === 'right' && 'motion-safe:animate-[version-in-right_300ms_ease-out]',
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}
