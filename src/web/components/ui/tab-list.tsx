import { cn } from '@web/lib/cn';
import type { KeyboardEvent } from 'react';

/**
 * A row of tabs (the WAI-ARIA tabs pattern, focus following selection): arrow keys, Home and End
 * move between them. Each tab is `${idBase}-${name}` and controls `${idBase}-panel`, so the
 * caller's panel is `<div id={`${idBase}-panel`} role="tabpanel" aria-labelledby=…>`. With
 * `scroll`, the row scrolls sideways on a phone rather than wrapping.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  idBase,
  label,
  labelOf,
  scroll = false,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (tab: T) => string;
  scroll?: boolean;
}) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at + tabs.length - 1) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const name = tabs[next]!;
    onSelect(name);
    document.getElementById(`${idBase}-${name}`)?.focus();
  };

  const list = (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKey}
      className={cn(
        'inline-flex rounded-lg border border-border bg-surface p-1 shadow-xs',
        scroll ? 'min-w-max' : 'self-start',
      )}
    >
      {tabs.map((name) => (
        <button
          key={name}
          id={`${idBase}-${name}`}
          type="button"
          role="tab"
          aria-selected={selected === name}
          aria-controls={`${idBase}-panel`}
          tabIndex={selected === name ? 0 : -1}
          onClick={() => onSelect(name)}
          className={cn(
            'h-9 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            selected === name
              ? 'bg-primary text-primary-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
  return scroll ? <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">{list}</div> : list;
}
