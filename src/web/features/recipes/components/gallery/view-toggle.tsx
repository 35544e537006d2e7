import { cn } from '@web/lib/cn';
import { LayoutGrid, List } from 'lucide-react';
import type { ViewMode } from '../../hooks/use-view-mode';
import { useT } from '@web/lib/i18n';

/** Grid/list switch: two pressed-state buttons in one segmented control. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const t = useT('recipes');
  const options = [
    { mode: 'grid' as const, icon: LayoutGrid, label: t('gallery.grid') },
    { mode: 'list' as const, icon: List, label: t('gallery.list') },
  ];
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg border border-border bg-surface p-0.5 shadow-xs">
      <legend className="sr-only">{t('gallery.viewLabel')}</legend>
      {options.map(({ mode, icon: Icon, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          aria-label={label}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            value === mode ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fieldset>
  );
}
