import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDemo } from '../test-utils';
import { TooltipTestPage } from './tooltip-test-page';

afterEach(() => vi.useRealTimers());

// Rendering the presenter in jsdom is slow on a busy machine: more than the default 5 s per test.
describe('TooltipTestPage', { timeout: 20_000 }, () => {
  it('gives each kind of trigger a tooltip that appears 200 ms after hover or focus', () => {
    vi.useFakeTimers();
    renderDemo(<TooltipTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tooltip test' })).toBeInTheDocument();
    expect(screen.getByText(/appear 200 ms after/)).toBeInTheDocument();

    const triggers = [
      screen.getByRole('button', { name: 'Add one' }),
      screen.getByRole('button', { name: 'Reset the counter' }),
      screen.getByRole('link', { name: 'Recipe presenter demo' }),
      screen.getByRole('button', { name: 'Keyboard help' }),
    ];
    for (const trigger of triggers) {
      fireEvent.pointerEnter(trigger);
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      const tip = screen.getByRole('tooltip');
      expect(trigger).toHaveAttribute('aria-describedby', tip.id);
      fireEvent.pointerLeave(trigger);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }
  });

  it('reaches the disabled button through its focusable wrapper, which says why it is disabled', () => {
    vi.useFakeTimers();
    renderDemo(<TooltipTestPage />);
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    const wrapper = deleteButton.parentElement!;
    act(() => wrapper.focus());
    expect(wrapper).toHaveFocus();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Unavailable: there is nothing to delete');
  });

  it('counts and resets with its buttons', () => {
    renderDemo(<TooltipTestPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(screen.getByText('Clicked 2 times')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the counter' }));
    expect(screen.getByText('Clicked 0 times')).toBeInTheDocument();
  });
});
