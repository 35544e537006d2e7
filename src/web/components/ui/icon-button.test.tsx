import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named and titled by its label, and is a plain button unless told otherwise', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Delete chat" onClick={onClick}>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete chat' });
    expect(button).toHaveAttribute('title', 'Delete chat');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('announces a toggle state and keeps a title of its own', () => {
    render(
      <IconButton label="Good response" title="Good" pressed>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Good response', pressed: true });
    expect(button).toHaveAttribute('title', 'Good');
  });

  it('is square in every size, round on request, and cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <IconButton label="Send" size="xs" disabled onClick={onClick}>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button').className).toMatch(/\bsize-6\b.*\brounded\b/);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <IconButton label="Send" size="lg" round type="submit">
        <Trash2 aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button');
    expect(button.className).toMatch(/\bsize-9\b/);
    expect(button.className).toContain('rounded-full');
    expect(button.className).not.toContain('rounded-lg');
    expect(button).toHaveAttribute('type', 'submit');
  });
});
