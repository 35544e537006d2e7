import { TURING_TAPE_CELLS } from '../constants';

/**
 * The landing page's demo Turing machine (platform.md §4): a binary incrementer on a tape of
 * 8 cells. State 0 adds one from the rightmost cell leftwards (1 becomes 0 and the carry moves
 * left; 0 becomes 1 and the carry is done), state 1 has finished the addition, state 2 halts.
 */
export type TuringState = 0 | 1 | 2;
export type Bit = 0 | 1;

export interface TuringMachine {
  tape: readonly Bit[];
  head: number;
  state: TuringState;
  steps: number;
}

export const INITIAL_TAPE: readonly Bit[] = [0, 1, 0, 1, 0, 1, 1, 1];

export function initialMachine(tape: readonly Bit[] = INITIAL_TAPE): TuringMachine {
  if (tape.length !== TURING_TAPE_CELLS) throw new Error(`The tape has ${TURING_TAPE_CELLS} cells.`);
  return { tape, head: tape.length - 1, state: 0, steps: 0 };
}

export const isHalted = (m: TuringMachine) => m.state === 2;

/** One transition; a halted machine stays as it is. */
export function step(m: TuringMachine): TuringMachine {
  if (m.state === 2) return m;
  const steps = m.steps + 1;
  if (m.state === 1) return { ...m, state: 2, steps };
  // State 0: the head is always on the tape here; running off the left edge means overflow.
  const tape = [...m.tape];
  if (tape[m.head] === 1) {
    tape[m.head] = 0;
    const head = m.head - 1;
    return head < 0 ? { tape, head: 0, state: 2, steps } : { tape, head, state: 0, steps };
  }
  tape[m.head] = 1;
  return { tape, head: m.head, state: 1, steps };
}

export const tapeToString = (tape: readonly Bit[]) => tape.join('');
