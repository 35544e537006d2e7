import '@testing-library/jest-dom/vitest';
import '@web/lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './match-media';

// jsdom has no matchMedia; every test starts wide (desktop) with a light OS theme.
beforeEach(() => {
  installMatchMedia({ width: 1280, dark: false });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});
