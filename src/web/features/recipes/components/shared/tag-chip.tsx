import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@web/lib/i18n';

/** A small rounded tag label; `children` after the text holds e.g. a remove button. */
export function TagChip({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span
      data-testid="tag-chip"
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted/60 px-2.5 py-0.5 text-xs font-medium text-foreground/85',
        className,
      )}
    >
      <span className="truncate">{label}</span>
      {children}
    </span>
  );
}

/** A tag with its remove button (the detail page's tags and the edit page's tags field). */
export function RemovableTagChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT('recipes');
  return (
    <TagChip label={label} className="pr-1">
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('detail.removeTag', { tag: label })}
        className="inline-flex size-4 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-3" />
      </button>
    </TagChip>
  );
}
