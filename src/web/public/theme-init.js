// Runs before first paint (a blocking external script: the CSP forbids inline ones) so the page
// never flashes the wrong theme. Mirrors features/theme/resolve-theme.ts; keep them in step.
(() => {
  const root = document.documentElement;
  const modes = ['light', 'dark', 'void', 'system'];
  let mode = 'system';
  try {
    const stored = window.localStorage.getItem('rf-theme');
    if (modes.includes(stored)) mode = stored;
  } catch (_e) {
    // Storage unavailable: fall back to the OS preference.
  }
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  root.classList.remove('light', 'dark', 'void');
  root.classList.add(resolved);
  root.style.colorScheme = resolved === 'light' ? 'light' : 'dark';
})();
