import type { PresenterStyle } from '@shared/contracts/presenter';

/**
 * The presenter's four looks (platform.md §2 Styles). Only classes differ; the markup, test ids
 * and accessibility are the same in each. The terminal is a dark console panel in both themes:
 * its root carries the `dark` class, so the theme tokens and `dark:` variants inside it are the
 * dark ones and its text stays readable on a light page.
 */
export interface StyleClasses {
  /** The presenter's outer box. */
  root: string;
  /** One section. */
  section: string;
  /** The line between a section's header and its items. */
  divider: string;
  /** The section title. */
  title: string;
  /** The items' text. */
  body: string;
  /** The recipe title. */
  heading: string;
}

export const STYLE_CLASSES: Record<PresenterStyle, StyleClasses> = {
  card: {
    root: '',
    section: 'rounded-xl border border-border bg-surface shadow-xs',
    divider: 'border-t border-border',
    title: 'text-sm font-semibold text-foreground',
    body: 'text-[15px]',
    heading: 'text-base font-bold tracking-wide text-foreground',
  },
  typewriter: {
    root: 'rounded-md border border-amber-200/80 bg-[#fbf8f1] p-3 font-mono text-stone-800 shadow-xs sm:p-4 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200',
    section: 'rounded-sm border border-dashed border-stone-300 bg-transparent dark:border-stone-700',
    divider: 'border-t border-dashed border-stone-300 dark:border-stone-700',
    title: 'text-sm font-semibold tracking-wide',
    body: 'text-sm leading-7',
    heading: 'text-base font-semibold tracking-[0.2em]',
  },
  terminal: {
    root: 'dark rounded-xl bg-zinc-950 p-3 font-mono text-zinc-100 ring-1 ring-zinc-800 sm:p-4',
    section: 'rounded-md border border-zinc-800 bg-zinc-900/70',
    divider: 'border-t border-zinc-800',
    title: 'text-sm font-semibold text-emerald-300',
    body: 'text-sm text-zinc-100',
    heading: 'text-base font-bold text-emerald-300',
  },
  minimal: {
    root: '',
    section: 'border-0 bg-transparent',
    divider: '',
    title: 'text-base font-semibold text-foreground',
    body: 'text-[15px]',
    heading: 'text-lg font-semibold text-foreground',
  },
};
