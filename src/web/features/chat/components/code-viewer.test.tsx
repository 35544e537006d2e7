import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeViewer } from './code-viewer';

const CODE = {
  json: '{"title": "T"}\n',
  prompt: 'You are an expert assistant.\n',
  python: 'print("hi")\n',
};

describe('CodeViewer', () => {
  it('is a tablist in format order, moved through with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<CodeViewer code={CODE} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['System prompt', 'JSON', 'Python']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('You are an expert assistant.');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('JSON');
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('{"title": "T"}');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Python');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('System prompt');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Python');
  });
});
