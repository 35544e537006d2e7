import { LAYOUT } from '@shared/constants';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useCallback, useEffect, useState } from 'react';

export const DESKTOP_QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`;

/**
 * Open by default from 768 px up, closed below (chat-assistant.md §2). Crossing the breakpoint
 * resets to that size's default, so rotating a tablet never leaves a drawer covering the page.
 */
export function useSidebarState() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(isDesktop);

  useEffect(() => {
    setOpen(isDesktop);
  }, [isDesktop]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { isDesktop, open, setOpen, toggle, close };
}
