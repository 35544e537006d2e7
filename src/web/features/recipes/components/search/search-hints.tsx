import { useT } from '@web/lib/i18n';

function Key({ children }: { children: string }) {
  return (
    <kbd className="inline-flex min-w-5 items-center justify-center rounded border border-border bg-background px-1 font-sans text-[11px] text-foreground">
      {children}
    </kbd>
  );
}

/** The keyboard hints under the results: ↑↓ navigate, ↵ open, esc close. */
export function SearchHints() {
  const t = useT('recipes');
  return (
    <div
      data-testid="search-hints"
      className="hidden items-center gap-4 border-t border-border px-4 py-2.5 text-xs text-muted-foreground sm:flex"
    >
      <span className="inline-flex items-center gap-1">
        <Key>↑</Key>
        <Key>↓</Key>
        <span className="ml-0.5">{t('search.hints.navigate')}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Key>↵</Key>
        <span className="ml-0.5">{t('search.hints.open')}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Key>esc</Key>
        <span className="ml-0.5">{t('search.hints.close')}</span>
      </span>
    </div>
  );
}
