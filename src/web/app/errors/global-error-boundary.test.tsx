import { act, fireEvent, render, screen } from '@testing-library/react';
import { browser } from '@web/lib/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalErrorBoundary } from './global-error-boundary';

// React renders a failing tree more than once before it gives up, so the switch is a flag the
// test flips, not a countdown.
let broken = false;
function Flaky({ error }: { error: () => Error }) {
  if (broken) throw error();
  return <p>Recovered</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tryAgain = () => screen.getByRole('button', { name: 'Try Again' });

describe('GlobalErrorBoundary', () => {
  it('titles a generic failure "Application Error" and offers all three actions', () => {
    broken = true;
    render(
      <GlobalErrorBoundary>
        <Flaky error={() => new Error('boom')} />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Error State' })).toBeInTheDocument();
  });

  it('allows at most three Try Again attempts, showing the remaining count', () => {
    broken = true;
    render(
      <GlobalErrorBoundary>
        <Flaky error={() => new Error('boom')} />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByText('3 attempts remaining')).toBeInTheDocument();
    fireEvent.click(tryAgain());
    expect(screen.getByText('2 attempts remaining')).toBeInTheDocument();
    fireEvent.click(tryAgain());
    expect(screen.getByText('1 attempt remaining')).toBeInTheDocument();
    fireEvent.click(tryAgain());
    expect(screen.getByText('No attempts remaining. Reload the page to start fresh.')).toBeInTheDocument();
    expect(tryAgain()).toBeDisabled();
  });

  it('renders the children again when Try Again succeeds', () => {
    broken = true;
    render(
      <GlobalErrorBoundary>
        <Flaky error={() => new Error('useAuth must be used within an AuthProvider')} />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Context Error' })).toBeInTheDocument();
    broken = false;
    fireEvent.click(tryAgain());
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('Reset Error State clears only this app’s storage keys and restores the attempts', () => {
    window.localStorage.setItem('rf-theme', 'void');
    window.localStorage.setItem('other-app', 'keep');
    broken = true;
    render(
      <GlobalErrorBoundary>
        <Flaky error={() => new Error('boom')} />
      </GlobalErrorBoundary>,
    );
    fireEvent.click(tryAgain());
    expect(screen.getByText('2 attempts remaining')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reset Error State' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    expect(window.localStorage.getItem('rf-theme')).toBeNull();
    expect(window.localStorage.getItem('other-app')).toBe('keep');
  });

  it('reloads the page once for an initialisation-order error, then offers refresh and a 3 s auto retry', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const initOrder = () => new ReferenceError("Cannot access 'store' before initialization");
    broken = true;
    const first = render(
      <GlobalErrorBoundary>
        <Flaky error={initOrder} />
      </GlobalErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('rf-init-order-reloaded')).toBe('1');
    first.unmount();

    // After the reload the error happens again: no second automatic reload.
    render(
      <GlobalErrorBoundary>
        <Flaky error={initOrder} />
      </GlobalErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear local storage and refresh' })).toBeInTheDocument();
    expect(screen.getByText('Retrying automatically in 3 seconds...')).toBeInTheDocument();
    broken = false;
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
