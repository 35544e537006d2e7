import { createRoutes } from '@web/app/router/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AuthPromptProvider } from '@web/features/auth/components/auth-prompt-provider';
import { ThemeProvider } from '@web/features/theme/theme-provider';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The app's providers around a tree, with a fresh query cache (no retries). */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = [queryClient ?? createTestQueryClient()];
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthPromptProvider>{children}</AuthPromptProvider>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Renders the real route tree at `path` in memory, with the providers the app has. */
export function renderRoute(
  path: string | { pathname: string; state?: unknown },
  ...args: Parameters<typeof createRoutes>
) {
  const router = createMemoryRouter(createRoutes(...args), { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const utils = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, queryClient, ...utils };
}
