import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageAttachments } from './message-attachments';

describe('MessageAttachments', () => {
  it('previews images, links files by name and size, and names browser-only files without a link', () => {
    render(
      <MessageAttachments
        attachments={[
          { id: 'a', url: '/api/attachments/a', type: 'image/png', name: 'photo.png', size: 2048 },
          {
            id: 'b',
            url: '/api/attachments/b',
            type: 'application/zip',
            name: 'bundle.zip',
            size: 3 * 1024 * 1024,
          },
          { url: '', type: 'text/plain', name: 'local.txt', size: 12 },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'photo.png' });
    expect(image).toHaveAttribute('src', '/api/attachments/a');
    expect(image.closest('a')).toHaveAttribute('href', '/api/attachments/a');
    const zip = screen.getByRole('link', { name: /bundle\.zip/ });
    expect(zip).toHaveAttribute('download', 'bundle.zip');
    expect(zip).toHaveTextContent('3.0 MB');
    expect(screen.getByText('local.txt').closest('a')).toBeNull();
    expect(screen.getByText('12 B')).toBeInTheDocument();
  });

  it('renders nothing without attachments', () => {
    const { container } = render(<MessageAttachments attachments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
