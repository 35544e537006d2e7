import { cn } from '@web/lib/cn';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** platform.md §9: a tooltip shows 200 ms after the pointer or the keyboard reaches its trigger. */
export const TOOLTIP_DELAY_MS = 200;
/** The least room kept between a tooltip and the window's edge. */
const EDGE_PX = 8;

/** One tooltip at a time: the one that opens closes the one open (focus on one, pointer on another). */
let closeOpenTooltip: (() => void) | null = null;

/** What the trigger spreads onto itself: the tooltip describes it. */
export interface TooltipTriggerProps {
  'aria-describedby': string;
}

/**
 * A short description shown next to its trigger 200 ms after hover or keyboard focus, hidden at
 * once on mouse leave, blur or Escape (WCAG 1.4.13: dismissible without moving, and hoverable:
 * the pointer may move onto the text, which sits inside the same hover area). The text stays in
 * the document while hidden, so a screen reader reads it as the trigger's description the moment
 * the trigger is focused, not 200 ms later.
 *
 * The trigger is rendered by the caller, which spreads the given props on it. A disabled button
 * gets neither focus nor pointer events: wrap it in a focusable element and give that the props.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode;
  children: (trigger: TooltipTriggerProps) => ReactNode;
  side?: 'top' | 'bottom';
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // How far the bubble moves sideways from the trigger's centre to stay inside the window.
  const [shift, setShift] = useState(0);
  const bubble = useRef<HTMLSpanElement>(null);
  const area = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
    setShift(0);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (closeOpenTooltip !== hide) closeOpenTooltip?.();
      closeOpenTooltip = hide;
      setOpen(true);
    }, TOOLTIP_DELAY_MS);
  }, [hide]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (closeOpenTooltip === hide) closeOpenTooltip = null;
    },
    [hide],
  );

  // Measured before paint: centred on the trigger, moved in where it would cross an edge. From the
  // trigger's box and the bubble's width, neither of which the shift itself changes.
  useLayoutEffect(() => {
    if (!open || !bubble.current || !area.current) return;
    const box = area.current.getBoundingClientRect();
    const width = bubble.current.offsetWidth;
    const left = box.left + box.width / 2 - width / 2;
    const overLeft = EDGE_PX - left;
    const overRight = left + width - (window.innerWidth - EDGE_PX);
    setShift(overLeft > 0 ? overLeft : overRight > 0 ? -overRight : 0);
  }, [open]);

  // Escape dismisses wherever focus is, also when only the pointer brought the tooltip up.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover area of the trigger and its tooltip; the trigger inside is the interactive element
    <span
      ref={area}
      className={cn('relative inline-flex', className)}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children({ 'aria-describedby': id })}
      <span
        ref={bubble}
        id={id}
        role="tooltip"
        hidden={!open}
        style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
        className={cn(
          // Padding, not margin, between the trigger and the bubble, so moving onto it stays inside.
          'absolute left-1/2 z-50 w-max max-w-[min(18rem,calc(100vw-2rem))]',
          side === 'top' ? 'bottom-full pb-2' : 'top-full pt-2',
        )}
      >
        <span className="block rounded-md bg-foreground px-2.5 py-1.5 text-xs leading-snug font-medium text-background shadow-md">
          {content}
        </span>
      </span>
    </span>
  );
}
