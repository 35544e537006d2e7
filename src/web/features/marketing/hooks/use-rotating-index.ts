import { useCallback, useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` and wraps after `count` (carousel, highlighted
 * cards). While `paused` nothing advances; the timer restarts whenever the index is set by hand,
 * so a manual move always gets a full interval on screen.
 */
export function useRotatingIndex(count: number, intervalMs: number, paused = false) {
  const [index, setIndexState] = useState(0);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` restarts the timer after a manual move
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => setIndexState((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs, paused, generation]);

  const setIndex = useCallback(
    (next: number) => {
      setIndexState(((next % count) + count) % count);
      setGeneration((g) => g + 1);
    },
    [count],
  );
  const next = useCallback(() => setIndex(index + 1), [index, setIndex]);
  const previous = useCallback(() => setIndex(index - 1), [index, setIndex]);
  return { index, setIndex, next, previous };
}
