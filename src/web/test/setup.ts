import '@testing-library/jest-dom/vitest';
import { loadNamespace } from '@web/lib/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from 'sonner';
import { installFakeApi } from './fake-api';
import { installMatchMedia } from './match-media';

// Every English namespace is here before the first test, as the screens' chunks bring them in
// the app: a component renders its texts at once instead of suspending for them.
await Promise.all(
  (
    [
      'chat',
      'recipes',
      'recipe-presenter',
      'settings',
      'errors',
      'site-pages',
      'marketing-prose',
      'settings-notifications',
      'settings-profile',
      'settings-ai-key',
      'marketplace',
      'marketplace-detail',
      'marketplace-publish',
      'marketplace-community',
      'marketplace-purchase',
      'marketplace-trial',
      'creator-onboarding',
      'creator-profile',
      'marketplace-settings',
      'creator-analytics',
      'billing',
      'purchase-history',
      'metrics',
      'evaluation',
      'admin',
      'admin-operations',
      'messages',
      'notifications',
      'recipe-card',
      'demos',
      'test-pages',
    ] as const
  ).map((ns) => loadNamespace('en', ns)),
);

// Screens and the app layout load lazily; the first test of a file also pays for transforming
// them, which on a busy machine can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; every test starts wide (desktop) with a light OS theme.
beforeEach(() => {
  installMatchMedia({ width: 1280, dark: false });
  // No test reaches a real network: by default the API answers "signed out".
  installFakeApi();
});

afterEach(async () => {
  // sonner takes a closing toast away 200 ms later from a timer it never clears. If a test file
  // ends inside that window, the timer fires after jsdom is gone ("window is not defined"), so a
  // test that left a toast on screen waits for it here.
  const toastsShown = document.querySelector('[data-sonner-toast]') !== null;
  cleanup();
  // sonner keeps its toasts in a module-wide store and replays the active ones to the next Toaster
  // that mounts: without this, a toast of one test would show up again in the next.
  toast.dismiss();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
  if (toastsShown) await new Promise((resolve) => setTimeout(resolve, 250));
});
