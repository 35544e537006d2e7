import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartupStatus } from '../startup-context';
import { StartupGate } from './startup-gate';

const READY = () =>
  new Response(JSON.stringify({ status: 'ready', database: 'pglite', migrations: 1 }), { status: 200 });
const hang = () => new Promise<Response>(() => {});

function renderGate(fetchImpl: typeof fetch, bypass = false) {
  return render(
    <StartupGate bypass={bypass} fetchImpl={fetchImpl}>
      <p>The app</p>
    </StartupGate>,
  );
}

/** Lets pending promises settle and timers up to `ms` fire. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('StartupGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the start-up screen, then the app once /readyz answers 200', async () => {
    const fetchImpl = vi.fn(async () => READY());
    renderGate(fetchImpl);
    expect(screen.getByText('Initializing application...')).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    await advance(0);
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith('/readyz', expect.objectContaining({ cache: 'no-store' }));
  });

  it('shows the offline screen when nothing answers within 5 seconds', async () => {
    const fetchImpl = vi.fn(hang);
    renderGate(fetchImpl);
    await advance(4_900);
    expect(screen.getByText('Initializing application...')).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByText('Initializing application...')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Recipe Forge services are currently unavailable. The app will continue in offline mode with limited functionality.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue in Offline Mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeInTheDocument();
    // A request that never answers is no failure we can describe: no detail line.
    expect(screen.queryByTestId('startup-error')).not.toBeInTheDocument();
  });

  it('polls about every second and becomes ready when the server comes up', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(READY());
    renderGate(fetchImpl);
    await advance(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('maps a network failure to the spec message', async () => {
    renderGate(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await advance(5_000);
    expect(screen.getByTestId('startup-error')).toHaveTextContent(
      'Network error: Could not connect to Recipe Forge services. Please check your connection.',
    );
  });

  it('maps a 503 { code, message } answer to "Failed to initialize application"', async () => {
    const notReady = async () =>
      new Response(JSON.stringify({ code: 'NOT_READY', message: 'Database migrations are still running.' }), {
        status: 503,
      });
    renderGate(vi.fn(notReady));
    // The answer is worded by the error catalogue, a chunk loaded at the first error.
    await advance(0);
    await act(() => vi.dynamicImportSettled());
    await advance(5_000);
    expect(screen.getByTestId('startup-error')).toHaveTextContent(
      'Failed to initialize application: Database migrations are still running.',
    );
  });

  it('bypass=true skips the check entirely', () => {
    const fetchImpl = vi.fn(hang);
    renderGate(fetchImpl, true);
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('Retry Connection runs the check again', async () => {
    const fetchImpl = vi.fn<typeof fetch>(hang);
    renderGate(fetchImpl);
    await advance(5_000);
    fetchImpl.mockImplementation(async () => READY());
    fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(screen.getByText('Initializing application...')).toBeInTheDocument();
    await advance(0);
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('counts as offline while the browser has no connection, and online again when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(true);
    function Status() {
      return <p>{useStartupStatus().offline ? 'status: offline' : 'status: online'}</p>;
    }
    render(
      <StartupGate fetchImpl={vi.fn(async () => READY())}>
        <Status />
      </StartupGate>,
    );
    await advance(0);
    expect(screen.getByText('status: online')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('status: offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('status: online')).toBeInTheDocument();
    onLine.mockRestore();
  });
});
