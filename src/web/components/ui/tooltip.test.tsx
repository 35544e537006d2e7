import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip } from './tooltip';

function Example() {
  return (
    <Tooltip content="Saves without publishing">
      {(trigger) => (
        <button type="button" {...trigger}>
          Save
        </button>
      )}
    </Tooltip>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('waits 200 ms after the pointer arrives, then shows; hides at once when it leaves', () => {
    expect(TOOLTIP_DELAY_MS).toBe(200);
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves without publishing');
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows 200 ms after keyboard focus, hides on blur and on Escape', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => button.blur());
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes its trigger even before it shows, so a screen reader reads it on focus', () => {
    render(<Example />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Saves without publishing',
    );
  });

  it('does not show when the pointer leaves before the delay is over', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows one tooltip at a time: the one opening closes the one open', () => {
    render(
      <>
        <Example />
        <Tooltip content="Deletes it">
          {(trigger) => (
            <button type="button" {...trigger}>
              Delete
            </button>
          )}
        </Tooltip>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delete' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['Deletes it']);
  });
});
