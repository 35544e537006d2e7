import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';

/** Above this the badge shows '99+' (the accessible name still says the whole count). */
export const BADGE_MAX = 99;

/** The bell's red-dot count: hidden from screen readers, which hear the button's name instead. */
export function UnreadCountBadge({ count, className }: { count: number; className?: string }) {
  const format = useFormat();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notification-count"
      className={cn(
        'pointer-events-none absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-background',
        className,
      )}
    >
      {count > BADGE_MAX ? `${format.number(BADGE_MAX)}+` : format.number(count)}
    </span>
  );
}
