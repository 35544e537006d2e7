import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces danger at once and every other tone politely', () => {
    const { rerender } = render(<Alert tone="danger">Failed to save.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save.');
    for (const tone of ['info', 'success', 'warning'] as const) {
      rerender(<Alert tone={tone}>{tone}</Alert>);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(tone);
    }
  });

  it('styles the warning tone with the warning colours, and lets a notice be a note', () => {
    render(
      <Alert tone="warning" role="note" title="Slow Connection" data-testid="slow">
        Still working on it.
      </Alert>,
    );
    const note = screen.getByRole('note');
    expect(note).toBe(screen.getByTestId('slow'));
    expect(note.className).toContain('bg-warning-muted');
    expect(note).toHaveTextContent('Slow ConnectionStill working on it.');
  });

  it('shows actions and a labelled dismiss button', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert actions={<button type="button">Refresh</button>} dismiss={{ label: 'Dismiss', onDismiss }}>
        Connection lost.
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
