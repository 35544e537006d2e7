import { useEffect, useState } from 'react';
import type { TerminalLine } from '../samples/terminal-samples';

/** A typist's pace: one character of a command every 35 ms, Enter after a short pause. */
export const TYPE_CHAR_MS = 35;
export const ENTER_PAUSE_MS = 400;
export const OUTPUT_PAUSE_MS = 250;
/** The cursor's blink, on and off, as terminals do. */
export const CURSOR_BLINK_MS = 530;

/** A command takes a tick per character and one for Enter; an output line one tick. */
const ticksOf = (line: TerminalLine) => (line.kind === 'command' ? line.text.length + 1 : 1);

export interface ShownLine extends TerminalLine {
  /** The part typed so far (the whole text once the line is done). */
  shown: string;
  done: boolean;
}

/** The lines visible after `ticks` ticks, the last possibly half typed. */
export function linesAfter(lines: readonly TerminalLine[], ticks: number): ShownLine[] {
  const shown: ShownLine[] = [];
  let left = ticks;
  for (const line of lines) {
    if (left <= 0) break;
    const need = ticksOf(line);
    const done = left >= need;
    shown.push({ ...line, shown: done ? line.text : line.text.slice(0, left), done });
    left -= need;
  }
  return shown;
}

/**
 * Plays a terminal session as if typed: commands character by character, their output at once.
 * Without motion everything is shown from the start and the cursor does not blink. `paused` holds
 * both the typing and the blinking (WCAG 2.2.2: moving content can be paused).
 */
export function useTypedSession(lines: readonly TerminalLine[], motion: boolean) {
  const total = lines.reduce((sum, line) => sum + ticksOf(line), 0);
  const [ticks, setTicks] = useState(motion ? 0 : total);
  const [paused, setPaused] = useState(false);
  const [cursorOn, setCursorOn] = useState(true);
  const animating = motion && !paused;
  // Motion turned off midway: show the rest at once.
  if (!motion && ticks < total) setTicks(total);

  useEffect(() => {
    if (!animating || ticks >= total) return;
    const current = linesAfter(lines, ticks + 1).at(-1);
    const delay =
      current?.kind === 'output' ? OUTPUT_PAUSE_MS : current?.done ? ENTER_PAUSE_MS : TYPE_CHAR_MS;
    const timer = setTimeout(() => setTicks((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [animating, ticks, total, lines]);

  useEffect(() => {
    if (!animating) return;
    const timer = setInterval(() => setCursorOn((on) => !on), CURSOR_BLINK_MS);
    return () => clearInterval(timer);
  }, [animating]);

  return {
    lines: linesAfter(lines, ticks),
    finished: ticks >= total,
    /** Steady (on) whenever it is not blinking. */
    cursorOn: animating ? cursorOn : true,
    paused,
    togglePause: () => setPaused((p) => !p),
    replay: () => {
      setTicks(0);
      setPaused(false);
    },
  };
}
