/**
 * Toasts for code on the start-up path: sonner (and the Toaster) load on the first toast, not
 * with every page. Screens, already lazy, import `toast` from lib/toast.ts.
 */
export const lazyToast = {
  success: (message: string) => void import('./toast').then(({ toast }) => toast.success(message)),
  error: (message: string) => void import('./toast').then(({ toast }) => toast.error(message)),
};
