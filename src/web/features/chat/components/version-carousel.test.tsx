import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionCarousel } from './version-carousel';

function Harness({ total, onSelect }: { total: number; onSelect?: (i: number) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <VersionCarousel
      index={index}
      total={total}
      disabled={false}
      onSelect={(i) => {
        onSelect?.(i);
        setIndex(i);
      }}
    >
      <p>version {index + 1}</p>
    </VersionCarousel>
  );
}

describe('VersionCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows just the content with one version', () => {
    render(<Harness total={1} />);
    expect(screen.getByText('version 1')).toBeInTheDocument();
    expect(screen.queryByTestId('version-carousel')).toBeNull();
  });

  it('pages with buttons, disabled at the ends and during the 300 ms slide', () => {
    const onSelect = vi.fn();
    render(<Harness total={3} onSelect={onSelect} />);
    const previous = screen.getByRole('button', { name: 'Previous version' });
    const next = screen.getByRole('button', { name: 'Next version' });
    expect(screen.getByText('Recipe 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(screen.getByText('Recipe 2 of 3')).toBeInTheDocument();
    // Mid-slide both wait.
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(next);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Recipe 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(onSelect.mock.calls).toEqual([[1], [2]]);
  });

  it('pages with arrow keys when focused and with a swipe of at least 50 px', () => {
    render(<Harness total={3} />);
    const carousel = screen.getByTestId('version-carousel');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByText('Recipe 2 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(screen.getByText('Recipe 1 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    // 40 px is not a swipe; 60 px to the left is.
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 160 }] });
    expect(screen.getByText('Recipe 1 of 3')).toBeInTheDocument();
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 140 }] });
    expect(screen.getByText('Recipe 2 of 3')).toBeInTheDocument();
  });
});
