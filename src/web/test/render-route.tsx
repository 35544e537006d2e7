import { createRoutes } from '@web/app/router/routes';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@web/features/theme/theme-provider';

/** Renders the real route tree at `path` in memory, with the providers the layout needs. */
export function renderRoute(path: string, ...args: Parameters<typeof createRoutes>) {
  const router = createMemoryRouter(createRoutes(...args), { initialEntries: [path] });
  const utils = render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { router, ...utils };
}
