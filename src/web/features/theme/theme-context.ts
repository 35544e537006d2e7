import type { ResolvedTheme, ThemeMode } from '@shared/constants';
import { createContext } from 'react';

export interface ThemeContextValue {
  /** What the user chose, including 'system'. */
  mode: ThemeMode;
  /** What is on screen: 'system' resolved against the OS preference. */
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
