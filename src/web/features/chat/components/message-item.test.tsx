import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newMessage } from '../lib/message-model';
import { MessageItem } from './message-item';

const LONG_RECIPE = [
  '# Recipe Title: Long Programme',
  '## Goal',
  'Run it well.',
  '## Steps',
  ...Array.from({ length: 300 }, (_, i) => `${i + 1}. Step number ${i + 1}, written out in full.`),
].join('\n');

describe('MessageItem', () => {
  it('shows a recipe opened mid-stream in the presenter, however long it already is', () => {
    expect(LONG_RECIPE.length).toBeGreaterThan(4_000);
    const message = { ...newMessage('assistant', LONG_RECIPE), status: 'streaming' as const };
    render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
    expect(screen.getByTestId('recipe-presenter')).toBeInTheDocument();
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('LONG PROGRAMME');
  });

  it.each(['interrupted', 'cancelled', 'error'] as const)(
    "labels the section an unfinished reply (%s) was cut off in 'Incomplete', not 'Complete'",
    (status) => {
      const cutOff = '# Recipe Title: Half Plan\n## Goal\nShip it.\n## Steps\n1. Start\n2. Keep go';
      const message = { ...newMessage('assistant', cutOff), status };
      render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
      const chips = screen
        .getAllByTestId('recipe-section')
        .map((section) => section.querySelector('[data-state]')?.textContent);
      expect(chips).toEqual(['Complete', 'Incomplete']);
    },
  );

  it('keeps a streaming answer that is not a recipe as markdown', () => {
    const message = {
      ...newMessage('assistant', 'Just a friendly answer, no recipe here.'),
      status: 'streaming' as const,
    };
    render(<MessageItem message={message} onRetry={() => {}} retryDisabled={false} />);
    expect(screen.queryByTestId('recipe-presenter')).toBeNull();
    expect(screen.getByText(/friendly answer/)).toBeInTheDocument();
  });
});
