import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

export type IconButtonVariant = 'ghost' | 'ghost-danger' | 'primary' | 'inverse' | 'danger' | 'floating';
export type IconButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const base =
  'inline-flex shrink-0 items-center justify-center transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-40 [&_svg]:shrink-0';

const variants: Record<IconButtonVariant, string> = {
  ghost: 'text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:text-primary',
  // Ghost whose action removes something: it warns on hover.
  'ghost-danger': 'text-muted-foreground hover:bg-muted hover:text-danger',
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  inverse: 'bg-foreground text-background hover:bg-foreground/85',
  danger: 'bg-danger text-danger-foreground hover:bg-danger/90',
  // Over content (the chat's scroll buttons): its own surface and shadow.
  floating: 'border border-border bg-surface text-muted-foreground shadow-md hover:text-foreground',
};

// Each size also sizes its icon, unless the icon sets its own (the stop square is smaller).
// Corners are chosen here, not overridden later: class order does not decide between utilities.
const sizes: Record<IconButtonSize, { box: string; corners: string }> = {
  xs: { box: "size-6 [&_svg:not([class*='size-'])]:size-3.5", corners: 'rounded' },
  sm: { box: "size-7 [&_svg:not([class*='size-'])]:size-4", corners: 'rounded-md' },
  md: { box: "size-8 [&_svg:not([class*='size-'])]:size-4", corners: 'rounded-lg' },
  lg: { box: "size-9 [&_svg:not([class*='size-'])]:size-4", corners: 'rounded-lg' },
};

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** What the button does, for screen readers and (as its title) for the mouse: it has no text. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Round instead of square-cornered (the chat input bar's buttons). */
  round?: boolean;
  /** A toggle's state, announced as aria-pressed. */
  pressed?: boolean;
}

/** A square button showing only an icon; the label it must have is its accessible name. */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  round = false,
  pressed,
  title,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      aria-pressed={pressed}
      className={cn(
        base,
        variants[variant],
        sizes[size].box,
        round ? 'rounded-full' : sizes[size].corners,
        className,
      )}
      {...props}
    />
  );
}
