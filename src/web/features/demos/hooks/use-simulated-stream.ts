import { useCallback, useEffect, useState } from 'react';

/** platform.md §9: the demo's simulated stream reveals 5 characters every 50 ms. */
export const DEMO_STREAM_CHARS = 5;
export const DEMO_STREAM_INTERVAL_MS = 50;

export interface SimulatedStream {
  /** How many characters of the text are revealed. */
  shown: number;
  running: boolean;
  /** Resumes where it stopped; from the start when the whole text is already shown. */
  start: () => void;
  stop: () => void;
  /** Stops and hides everything. */
  reset: () => void;
  /** Stops and reveals the whole text at once. */
  finish: () => void;
}

/**
 * A simulated model stream over a fixed text, for the demo pages: `shown` grows by 5 characters
 * every 50 ms while running and stops by itself at the end. A new text starts over, fully shown
 * unless `autoStart`, in which case it streams from nothing.
 */
export function useSimulatedStream(text: string, autoStart = false): SimulatedStream {
  const [shown, setShown] = useState(autoStart ? 0 : text.length);
  const [running, setRunning] = useState(autoStart);
  const length = text.length;

  // A new sample replaces the old one: start over in the state the caller asks for. Done during
  // render (not in an effect) so no frame shows the new text at the old position.
  const [forText, setForText] = useState(text);
  if (forText !== text) {
    setForText(text);
    setShown(autoStart ? 0 : length);
    setRunning(autoStart);
  }

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setShown((at) => Math.min(length, at + DEMO_STREAM_CHARS));
    }, DEMO_STREAM_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, length]);

  // The end of the text ends the stream.
  if (running && shown >= length) setRunning(false);

  const start = useCallback(() => {
    setShown((at) => (at >= length ? 0 : at));
    setRunning(true);
  }, [length]);
  const stop = useCallback(() => setRunning(false), []);
  const reset = useCallback(() => {
    setRunning(false);
    setShown(0);
  }, []);
  const finish = useCallback(() => {
    setRunning(false);
    setShown(length);
  }, [length]);

  return { shown, running, start, stop, reset, finish };
}
