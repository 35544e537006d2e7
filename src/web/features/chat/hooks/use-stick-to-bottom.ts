import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const NEAR_BOTTOM_PX = 80;
const BUTTON_THRESHOLD_PX = 240;

/**
 * The message list follows the stream while the reader is at its end; scrolling up stops the
 * following until they come back down. Growth is watched with a ResizeObserver, so any change
 * of height (text, an opened card) is followed, not only new messages.
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const stick = useRef(true);
  const [away, setAway] = useState({ fromTop: false, fromBottom: false });

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    stick.current = distance < NEAR_BOTTOM_PX;
    const next = { fromTop: el.scrollTop > BUTTON_THRESHOLD_PX, fromBottom: distance > BUTTON_THRESHOLD_PX };
    setAway((prev) => (prev.fromTop === next.fromTop && prev.fromBottom === next.fromBottom ? prev : next));
  }, [scroller]);

  const scrollToBottom = useCallback(
    (smooth = false) => {
      const el = scroller.current;
      if (!el) return;
      stick.current = true;
      el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    },
    [scroller],
  );

  const scrollToTop = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    stick.current = false;
    el.scrollTo({ top: 0, behavior: 'smooth' });
  }, [scroller]);

  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
      update();
    });
    observer.observe(inner);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, content, update]);

  return { onScroll: update, scrollToBottom, scrollToTop, away };
}
