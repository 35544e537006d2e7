import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PendingAttachmentChips } from './pending-attachment-chips';

describe('PendingAttachmentChips', () => {
  it('removes a file with its own button, named after the file', async () => {
    const onRemove = vi.fn();
    render(
      <PendingAttachmentChips
        items={[
          { key: 'k1', name: 'notes.txt', type: 'text/plain', size: 12, previewUrl: null, status: 'ready' },
          {
            key: 'k2',
            name: 'photo.png',
            type: 'image/png',
            size: 2048,
            previewUrl: null,
            status: 'uploading',
          },
        ]}
        onRemove={onRemove}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove photo.png' });
    expect(remove).toHaveAttribute('title', 'Remove photo.png');
    await userEvent.setup().click(remove);
    expect(onRemove).toHaveBeenCalledWith('k2');
  });
});
