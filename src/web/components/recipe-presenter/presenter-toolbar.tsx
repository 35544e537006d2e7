import type { PresenterMode, PresenterStyle } from '@shared/contracts/presenter';
import type { ParsedRecipe } from '@shared/recipe/parse-recipe';
import { useT } from '@web/lib/i18n';
import { memo } from 'react';
import { ExportMenu } from './export-menu';
import { PinButton } from './pin-button';
import type { ReadingStats } from './reading-stats';
import { ViewMenu } from './view-menu';

/** The stats line and its bar: completed count, progress percentage, section count. */
const StatsLine = memo(function StatsLine({ completed, total, percent, sections }: ReadingStats) {
  const t = useT('recipe-presenter');
  return (
    <div className="min-w-0 flex-1">
      <p data-testid="recipe-stats" className="text-xs leading-snug text-muted-foreground">
        {t('presenter.stats', { completed, total, percent, sections })}
      </p>
      <div
        role="progressbar"
        aria-label={t('presenter.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1 w-full max-w-48 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-150 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
});

/** Stats, view switcher, pin (saved recipes only) and export, in one row that fits 390 px. */
export function PresenterToolbar({
  stats,
  style,
  mode,
  onStyle,
  onMode,
  styleFixed,
  modeFixed,
  pin,
  getRecipe,
  exportName,
}: {
  stats: ReadingStats;
  style: PresenterStyle;
  mode: PresenterMode;
  onStyle: (style: PresenterStyle) => void;
  onMode: (mode: PresenterMode) => void;
  styleFixed: boolean;
  modeFixed: boolean;
  pin: { pinned: boolean; onToggle: () => void } | null;
  getRecipe: () => ParsedRecipe;
  exportName?: string;
}) {
  const t = useT('recipe-presenter');
  return (
    <fieldset
      aria-label={t('presenter.toolbar')}
      data-testid="recipe-toolbar"
      className="m-0 flex min-w-0 items-center gap-1 border-0 p-0"
    >
      <StatsLine {...stats} />
      <ViewMenu
        style={style}
        mode={mode}
        onStyle={onStyle}
        onMode={onMode}
        styleFixed={styleFixed}
        modeFixed={modeFixed}
      />
      {pin && <PinButton pinned={pin.pinned} onToggle={pin.onToggle} />}
      <ExportMenu getRecipe={getRecipe} name={exportName} />
    </fieldset>
  );
}
