import { useEffect, useRef, useState } from 'react';

/** platform.md §9: a section turns Complete 2 s after the next one starts. */
export const SECTION_COMPLETION_DELAY_MS = 2_000;
export type SectionState = 'pending' | 'writing' | 'complete' | 'incomplete';

/**
 * Section states of the recipe presenter (platform.md §2): while streaming the last section is
 * 'Writing...', earlier ones turn Complete 2 s after they stop being last (Pending until then);
 * when the stream ends every section is Complete at once, except the last one of a reply that
 * ended `unfinished` (interrupted, stopped or failed): it was cut off, so it is 'Incomplete'.
 */
export function useSectionStates(count: number, streaming: boolean, unfinished = false): SectionState[] {
  // Sections with an index below this are complete.
  const [completeBelow, setCompleteBelow] = useState(streaming ? 0 : Number.POSITIVE_INFINITY);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const scheduled = useRef(0);

  useEffect(() => {
    if (!streaming) {
      setCompleteBelow(Number.POSITIVE_INFINITY);
      return;
    }
    const target = count - 1;
    if (target > scheduled.current) {
      scheduled.current = target;
      timers.current.push(
        setTimeout(() => setCompleteBelow((below) => Math.max(below, target)), SECTION_COMPLETION_DELAY_MS),
      );
    }
  }, [count, streaming]);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const last = count - 1;
  return Array.from({ length: count }, (_, i) =>
    streaming
      ? i < completeBelow && i < last
        ? 'complete'
        : i === last
          ? 'writing'
          : 'pending'
      : unfinished && i === last
        ? 'incomplete'
        : 'complete',
  );
}
