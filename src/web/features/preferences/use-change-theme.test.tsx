import { DEFAULT_USER_PREFERENCES } from '@shared/contracts/preferences';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, makeUser } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

// On an app screen the only theme switcher is the sidebar's.
describe("the sidebar's theme switcher", () => {
  it("applies the choice at once and saves a verified user's choice to their preferences", async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'PATCH /api/preferences': (body) => json(200, { ...DEFAULT_USER_PREFERENCES, ...(body as object) }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/nowhere');
    await user.click(await screen.findByRole('radio', { name: 'Void' }));
    expect(document.documentElement).toHaveClass('void');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/preferences').map((c) => c.body)).toEqual([{ theme: 'void' }]),
    );
  });

  it('only remembers it on the device for a user whose e-mail is not verified', async () => {
    const api = installFakeApi({ user: makeUser({ emailVerified: false }) });
    const user = userEvent.setup();
    renderRoute('/nowhere');
    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem('rf-theme')).toBe('light');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('PATCH /api/preferences')).toHaveLength(0);
  });
});
