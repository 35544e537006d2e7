import { render } from '@testing-library/react';
import { TestProviders } from '@web/test/render-route';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A demo page alone, with the app's providers and a router at `path` (for ?tab= and links). */
export function renderDemo(page: ReactElement, path = '/') {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </TestProviders>,
  );
}
