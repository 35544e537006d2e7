import { useCallback, useEffect, useState } from 'react';
import { MARKETING_TIMINGS } from '../constants';
import { initialMachine, isHalted, step } from '../lib/turing-machine';

/** Run, pause, step and reset around the pure machine; running steps every 800 ms until it halts. */
export function useTuringMachine(stepMs: number = MARKETING_TIMINGS.turingStepMs) {
  const [machine, setMachine] = useState(initialMachine);
  const [running, setRunning] = useState(false);
  const halted = isHalted(machine);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new machine state schedules the next step
  useEffect(() => {
    if (!running || halted) return;
    const id = window.setTimeout(() => setMachine(step), stepMs);
    return () => window.clearTimeout(id);
  }, [running, halted, machine, stepMs]);

  useEffect(() => {
    if (halted) setRunning(false);
  }, [halted]);

  return {
    machine,
    running,
    halted,
    run: useCallback(() => setRunning(true), []),
    pause: useCallback(() => setRunning(false), []),
    stepOnce: useCallback(() => {
      setRunning(false);
      setMachine(step);
    }, []),
    reset: useCallback(() => {
      setRunning(false);
      setMachine(initialMachine());
    }, []),
  };
}
