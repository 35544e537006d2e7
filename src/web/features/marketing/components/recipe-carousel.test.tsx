import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test-utils';
import { RecipeCarousel } from './recipe-carousel';

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  const base = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? ({ ...base(query), matches: reducedMotion } as MediaQueryList) : base(query);
});
afterEach(() => vi.useRealTimers());

const index = () => Number(screen.getByTestId('recipe-carousel').dataset.index);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RecipeCarousel', () => {
  it('advances every 5 s and wraps from the fifth slide to the first', () => {
    renderWithRouter(<RecipeCarousel />);
    expect(index()).toBe(0);
    advance(4_999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    advance(5_000 * 3);
    expect(index()).toBe(4);
    advance(5_000);
    expect(index()).toBe(0);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderWithRouter(<RecipeCarousel />);
    const carousel = screen.getByTestId('recipe-carousel');
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(index()).toBe(0);
    fireEvent.mouseLeave(carousel);
    advance(5_000);
    expect(index()).toBe(1);
  });

  it('animates slides in 300 ms and offers previous, next, dots and a pause button', () => {
    renderWithRouter(<RecipeCarousel />);
    const track = screen.getByTestId('recipe-carousel').querySelector<HTMLElement>('.transition-transform');
    expect(track?.style.transitionDuration).toBe('300ms');
    fireEvent.click(screen.getByRole('button', { name: 'Previous recipe' }));
    expect(index()).toBe(4);
    expect(track?.style.transform).toBe('translateX(-400%)');
    fireEvent.click(screen.getByRole('button', { name: 'Show recipe 3' }));
    expect(index()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    advance(20_000);
    expect(index()).toBe(2);
    // Only the current slide is exposed to assistive technology.
    expect(screen.getAllByRole('group', { hidden: false })).toHaveLength(1);
  });

  it('with prefers-reduced-motion keeps rotating but swaps slides without animation', () => {
    reducedMotion = true;
    renderWithRouter(<RecipeCarousel />);
    const track = screen.getByTestId('recipe-carousel').querySelector<HTMLElement>('.transition-transform');
    expect(track?.style.transitionDuration).toBe('0ms');
    advance(5_000);
    expect(index()).toBe(1);
  });
});
