/** The theme's public surface for other features: the chosen mode, what is shown, and setMode. */
export { useTheme } from './hooks/use-theme';
