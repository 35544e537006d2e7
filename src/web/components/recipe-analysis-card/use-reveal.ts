import { useCallback, useEffect, useState } from 'react';

/** platform.md §9: the recipe card's streaming reveals 8 characters every 16 ms. */
export const REVEAL_CHARS = 8;
export const REVEAL_EVERY_MS = 16;

/**
 * The part of `text` shown so far: nothing while `run` is false, then 8 more characters every
 * 16 ms until all of it is out, or all at once when `instant` (reduced motion). Once revealed, a
 * change of the text (another language, a new rating) shows at once: the reveal plays once per run.
 * `finish` shows the rest now (before an export, so the image holds the whole text).
 */
export function useReveal(text: string, run: boolean, instant: boolean) {
  const [count, setCount] = useState(0);
  const [done, setDone] = useState(false);
  const [ranFor, setRanFor] = useState(run);
  // A new run (or its end) starts from nothing: state adjusted while rendering, not in an effect,
  // so no frame shows the previous run's text.
  if (ranFor !== run) {
    setRanFor(run);
    setCount(0);
    setDone(false);
  }

  // One interval for the whole reveal (not a timeout per render): the pace does not depend on how
  // fast React renders, and it stops when the text is out.
  useEffect(() => {
    if (!run || instant || done) return;
    const timer = setInterval(() => setCount((shown) => shown + REVEAL_CHARS), REVEAL_EVERY_MS);
    return () => clearInterval(timer);
  }, [run, instant, done]);
  useEffect(() => {
    if (run && !done && count >= text.length) setDone(true);
  }, [run, done, count, text.length]);

  const finish = useCallback(() => setDone(true), []);
  if (!run) return { shown: '', done: false, finish };
  return { shown: done || instant ? text : text.slice(0, count), done: done || instant, finish };
}
