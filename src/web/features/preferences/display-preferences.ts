/**
 * Compact mode and animations (platform.md §2 Settings, Preferences: Appearance) as attributes on
 * <html>, which src/web/styles.css reads: `data-compact` tightens every spacing utility, and
 * `data-animations="off"` stops transitions and animations, as prefers-reduced-motion does.
 */
export interface DisplayPreferences {
  compactMode: boolean;
  animationsEnabled: boolean;
}

export function applyDisplayPreferences(
  { compactMode, animationsEnabled }: DisplayPreferences,
  root: HTMLElement = document.documentElement,
): void {
  root.toggleAttribute('data-compact', compactMode);
  if (animationsEnabled) root.removeAttribute('data-animations');
  else root.setAttribute('data-animations', 'off');
}

/** Back to the defaults' look (signed out: the preferences no longer apply). */
export function clearDisplayPreferences(root: HTMLElement = document.documentElement): void {
  root.removeAttribute('data-compact');
  root.removeAttribute('data-animations');
}
