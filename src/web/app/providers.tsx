import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@shared/constants';
import { AuthPromptProvider } from '@web/features/auth/components/auth-prompt-provider';
import { ThemeProvider } from '@web/features/theme/theme-provider';
import { useTheme } from '@web/features/theme/hooks/use-theme';
import { useToasterWanted } from '@web/lib/toaster-request';
import { lazy, type ReactNode, Suspense, useState } from 'react';

// sonner loads only once a screen that toasts has loaded (lib/toaster-request.ts); a toast raised
// before the Toaster subscribed is replayed by sonner.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Calm defaults: one retry, no refetch storm when the tab regains focus.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** Toasts follow the resolved theme; void is a dark theme as far as sonner is concerned. */
function ThemedToaster() {
  const { resolved } = useTheme();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={LIMITS.toastDurationMs}
        theme={resolved === 'light' ? 'light' : 'dark'}
        closeButton
      />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthPromptProvider>{children}</AuthPromptProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
