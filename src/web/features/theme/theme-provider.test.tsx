import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setMediaEnv } from '../../test/match-media';
import { ThemeSwitcher } from './components/theme-switcher';
import { useTheme } from './hooks/use-theme';
import { readStoredMode, resolveTheme } from './resolve-theme';
import { ThemeProvider } from './theme-provider';

function Probe() {
  const { mode, resolved } = useTheme();
  return <output data-testid="probe">{`${mode}:${resolved}`}</output>;
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <Probe />
      <ThemeSwitcher />
    </ThemeProvider>,
  );
}

const root = () => document.documentElement;

describe('resolveTheme', () => {
  it('resolves system against the OS preference and keeps explicit modes', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('void', false)).toBe('void');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('ignores unknown stored values', () => {
    window.localStorage.setItem('rf-theme', 'neon');
    expect(readStoredMode()).toBe('system');
    window.localStorage.setItem('rf-theme', 'void');
    expect(readStoredMode()).toBe('void');
  });
});

describe('ThemeProvider', () => {
  it('follows the OS preference live while the mode is system', () => {
    renderTheme();
    expect(screen.getByTestId('probe')).toHaveTextContent('system:light');
    expect(root()).toHaveClass('light');
    expect(root().style.colorScheme).toBe('light');

    act(() => setMediaEnv({ dark: true }));
    expect(screen.getByTestId('probe')).toHaveTextContent('system:dark');
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
    expect(root().style.colorScheme).toBe('dark');

    act(() => setMediaEnv({ dark: false }));
    expect(root()).toHaveClass('light');
  });

  it('stops following the OS once an explicit mode is chosen, and remembers it', async () => {
    const user = userEvent.setup();
    renderTheme();
    await user.click(screen.getByRole('radio', { name: 'Void' }));
    expect(root()).toHaveClass('void');
    expect(root().style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem('rf-theme')).toBe('void');
    expect(screen.getByRole('radio', { name: 'Void' })).toBeChecked();

    act(() => setMediaEnv({ dark: true }));
    expect(root()).toHaveClass('void');
    expect(root()).not.toHaveClass('dark');
  });

  it('starts from the remembered mode', () => {
    window.localStorage.setItem('rf-theme', 'dark');
    renderTheme();
    expect(screen.getByTestId('probe')).toHaveTextContent('dark:dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('useTheme outside the provider fails with a context error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/must be used within a ThemeProvider/);
    spy.mockRestore();
  });
});
