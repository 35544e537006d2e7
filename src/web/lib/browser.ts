/**
 * Page-level navigation behind one object so tests can spy on it (jsdom cannot reload) and the
 * components stay free of direct `window.location` calls.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
