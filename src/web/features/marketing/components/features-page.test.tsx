import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { renderWithRouter } from '../test-utils';
import { FeaturesPage } from './features-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const highlighted = () =>
  Array.from(screen.getByTestId('feature-cards').children).findIndex((li) => li.getAttribute('data-highlighted') === 'true');

describe('FeaturesPage', () => {
  it('highlights the eight cards in turn every 3 s, wrapping', () => {
    renderWithRouter(<FeaturesPage />);
    expect(screen.getByTestId('feature-cards').children).toHaveLength(8);
    expect(highlighted()).toBe(0);
    act(() => vi.advanceTimersByTime(2_999));
    expect(highlighted()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(highlighted()).toBe(1);
    act(() => vi.advanceTimersByTime(3_000 * 7));
    expect(highlighted()).toBe(0);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(14); // 8 features + 6 use cases
  });

  it('opens the auth modal in sign-up mode from Start Free Trial and links Back to Home', () => {
    renderWithRouter(<FeaturesPage />);
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(AUTH_PROMPT_EVENT, listener);
    act(() => screen.getByRole('button', { name: 'Start Free Trial' }).click());
    window.removeEventListener(AUTH_PROMPT_EVENT, listener);
    expect(seen).toEqual([{ mode: 'signup' }]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
