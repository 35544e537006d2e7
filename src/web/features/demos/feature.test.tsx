import { screen } from '@testing-library/react';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

/** Each demo page answers at its route-map path, in the app's layout, for a signed-out visitor. */
describe('the demo pages', () => {
  it.each([
    ['/recipe-presenter-demo', 'Recipe presenter demo'],
    ['/novel-recipe-demo', 'Novel recipe demo'],
    ['/enhanced-recipe-demo', 'Enhanced recipe demo'],
    ['/terminal-design', 'Terminal design'],
    ['/tooltip-test', 'Tooltip test'],
  ])(
    '%s shows its page',
    async (path, heading) => {
      renderRoute(path);
      // The first visit of a page also transforms its chunk, slow on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 }),
      ).toBeInTheDocument();
    },
    30_000,
  );
});
