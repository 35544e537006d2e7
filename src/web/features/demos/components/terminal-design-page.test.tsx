import { act, fireEvent, screen } from '@testing-library/react';
import { installMatchMedia } from '@web/test/match-media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMINAL_SESSION } from '../samples/terminal-samples';
import { renderDemo } from '../test-utils';
import { TerminalDesignPage } from './terminal-design-page';

afterEach(() => vi.useRealTimers());

/** The test browser's answer to prefers-reduced-motion (its default matchMedia says yes to any query it does not know). */
function reducedMotion(matches: boolean) {
  installMatchMedia({ width: 1280, dark: false });
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ ...original(query), matches } as MediaQueryList)
      : original(query);
}

/** Time passing in steps, each in its own act: every tick schedules the next one after it renders. */
function elapse(ms: number, step = 5) {
  for (let passed = 0; passed < ms; passed += step) act(() => vi.advanceTimersByTime(step));
}

const visibleText = () =>
  screen.getByTestId('terminal-session').querySelector('[aria-hidden="true"].font-mono')?.textContent ?? '';

// Rendering the presenter in jsdom is slow on a busy machine: more than the default 5 s per test.
describe('TerminalDesignPage', { timeout: 20_000 }, () => {
  it('shows the presenter in the terminal style and types the session out with a blinking cursor', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    renderDemo(<TerminalDesignPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terminal design' })).toBeInTheDocument();
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('SET UP A FRESH DEVELOPMENT MACHINE');
    expect(screen.getByTestId('terminal-session')).toHaveAttribute('data-finished', 'false');
    expect(visibleText()).not.toContain('git clone');

    elapse(35 * 9);
    expect(visibleText()).toContain('git clone');
    const cursor = () => screen.getAllByTestId('terminal-cursor')[0]!;
    const before = cursor().getAttribute('data-on');
    act(() => vi.advanceTimersByTime(530));
    expect(cursor().getAttribute('data-on')).not.toBe(before);

    elapse(60_000, 400);
    expect(screen.getByTestId('terminal-session')).toHaveAttribute('data-finished', 'true');
    for (const line of TERMINAL_SESSION) expect(visibleText()).toContain(line.text);
    // The whole transcript is there for screen readers from the start.
    expect(screen.getByRole('list', { name: 'Session transcript' }).children).toHaveLength(
      TERMINAL_SESSION.length,
    );
  });

  it('pauses the typing and the blinking', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    renderDemo(<TerminalDesignPage />);
    elapse(35 * 5);
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation' }));
    const shown = visibleText();
    const on = screen.getByTestId('terminal-cursor').getAttribute('data-on');
    elapse(5_000, 100);
    expect(visibleText()).toBe(shown);
    expect(screen.getByTestId('terminal-cursor').getAttribute('data-on')).toBe(on);
    fireEvent.click(screen.getByRole('button', { name: 'Resume animation' }));
    elapse(35 * 5);
    expect(visibleText()).not.toBe(shown);
  });

  it('under reduced motion shows the whole session at once with a steady cursor', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    renderDemo(<TerminalDesignPage />);
    expect(screen.getByTestId('terminal-session')).toHaveAttribute('data-finished', 'true');
    for (const line of TERMINAL_SESSION) expect(visibleText()).toContain(line.text);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('terminal-cursor')).toHaveAttribute('data-on', 'true');
    expect(screen.queryByRole('button', { name: 'Pause animation' })).not.toBeInTheDocument();
  });
});
