import { useContext } from 'react';
import { ThemeContext, type ThemeContextValue } from '../theme-context';

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  // The message is worded so the error classifier files it as a context error.
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
