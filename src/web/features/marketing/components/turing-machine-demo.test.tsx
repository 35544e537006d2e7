import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialMachine, INITIAL_TAPE, isHalted, step, tapeToString } from '../lib/turing-machine';
import { renderWithRouter } from '../test-utils';
import { TuringMachineDemo } from './turing-machine-demo';

describe('turing machine (pure)', () => {
  it('adds one in binary and halts at state 2', () => {
    let m = initialMachine();
    expect(m).toMatchObject({ state: 0, head: 7, steps: 0 });
    const states: number[] = [];
    while (!isHalted(m)) {
      m = step(m);
      states.push(m.state);
    }
    expect(tapeToString(m.tape)).toBe('01011000'); // 87 + 1 = 88
    expect(states).toEqual([0, 0, 0, 1, 2]);
    expect(step(m)).toBe(m); // halted stays halted
  });

  it('overflows to zeros and halts when every cell is 1', () => {
    let m = initialMachine([1, 1, 1, 1, 1, 1, 1, 1]);
    while (!isHalted(m)) m = step(m);
    expect(tapeToString(m.tape)).toBe('00000000');
    expect(m.steps).toBe(8);
  });
});

describe('TuringMachineDemo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const state = () => screen.getByTestId('turing-state').textContent;
  const stepCount = () => screen.getByTestId('turing-steps').textContent;
  const tape = () =>
    Array.from(screen.getByTestId('turing-tape').querySelectorAll('[data-bit]'), (el) => el.textContent).join('');

  it('runs one step every 800 ms until it shows Computation Complete!', () => {
    renderWithRouter(<TuringMachineDemo />);
    expect(tape()).toBe(tapeToString(INITIAL_TAPE));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    act(() => vi.advanceTimersByTime(799));
    expect(stepCount()).toBe('Step 0');
    act(() => vi.advanceTimersByTime(1));
    expect(stepCount()).toBe('Step 1');
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(800));
    expect(state()).toBe('2 · halt');
    expect(tape()).toBe('01011000');
    expect(screen.getByText('Computation Complete!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step' })).toBeDisabled();
  });

  it('pauses, steps by hand and resets', () => {
    renderWithRouter(<TuringMachineDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    act(() => vi.advanceTimersByTime(800));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(stepCount()).toBe('Step 1');
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(stepCount()).toBe('Step 2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stepCount()).toBe('Step 0');
    expect(state()).toBe('0 · add one');
  });
});
