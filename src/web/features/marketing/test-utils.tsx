import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at / in a memory router (with a /chat route to land on) and a query client. */
export function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/chat', element: <p>chat screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...utils };
}
