import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@shared/contracts/preferences';
import { act, render, waitFor } from '@testing-library/react';
import { currentLanguage, setLanguage } from '@web/lib/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-route';
import PreferencesSync from './preferences-sync';

/** Just enough of EventSource to deliver the user's events to the tab. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  private handlers = new Map<string, EventListener>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, handler: EventListener) {
    this.handlers.set(type, handler);
  }
  close() {}
  emit(type: string) {
    this.handlers.get(type)?.(new MessageEvent(type, { data: JSON.stringify({ type }) }));
  }
}

const root = () => document.documentElement;

afterEach(async () => {
  FakeEventSource.last = null;
  if (currentLanguage() !== 'en') await setLanguage('en');
});

describe('PreferencesSync', () => {
  it("applies the stored theme, compact mode, animations and language, and follows another tab's change", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let stored: UserPreferences = { ...DEFAULT_USER_PREFERENCES, theme: 'void', compactMode: true };
    installFakeApi({ user: makeUser(), routes: { 'GET /api/preferences': () => json(200, stored) } });
    const { unmount } = render(
      <TestProviders>
        <PreferencesSync />
      </TestProviders>,
    );

    await waitFor(() => expect(root()).toHaveClass('void'));
    expect(window.localStorage.getItem('rf-theme')).toBe('void');
    expect(root()).toHaveAttribute('data-compact');
    expect(root()).not.toHaveAttribute('data-animations');

    // Another tab turns animations off and picks light and German.
    stored = { ...stored, theme: 'light', animationsEnabled: false, compactMode: false, language: 'de' };
    act(() => FakeEventSource.last?.emit('preferences.updated'));
    await waitFor(() => expect(root()).toHaveClass('light'));
    expect(root()).toHaveAttribute('data-animations', 'off');
    expect(root()).not.toHaveAttribute('data-compact');
    await waitFor(() => expect(currentLanguage()).toBe('de'));

    // Signed out, the display preferences no longer apply.
    unmount();
    expect(root()).not.toHaveAttribute('data-animations');
  });
});
