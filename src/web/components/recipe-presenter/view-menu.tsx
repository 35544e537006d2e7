import {
  PRESENTER_MODES,
  PRESENTER_STYLES,
  type PresenterMode,
  type PresenterStyle,
} from '@shared/contracts/presenter';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Check, LayoutGrid } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { memo } from 'react';

const radioItem =
  'flex h-9 cursor-default items-center gap-2.5 rounded-lg pr-2.5 pl-8 text-sm text-foreground outline-none select-none relative data-[highlighted]:bg-muted';

function Choice({ value, label }: { value: string; label: string }) {
  return (
    <Menu.RadioItem value={value} className={radioItem}>
      <Menu.ItemIndicator className="absolute left-2.5 inline-flex">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </Menu.ItemIndicator>
      {label}
    </Menu.RadioItem>
  );
}

/**
 * The view switcher: one compact 'View' button (fits a 390 px screen beside the other tools)
 * opening a menu of two radio groups, style and display mode. A fixed style or mode (a demo)
 * is not offered.
 */
export const ViewMenu = memo(function ViewMenu({
  style,
  mode,
  onStyle,
  onMode,
  styleFixed,
  modeFixed,
}: {
  style: PresenterStyle;
  mode: PresenterMode;
  onStyle: (style: PresenterStyle) => void;
  onMode: (mode: PresenterMode) => void;
  styleFixed: boolean;
  modeFixed: boolean;
}) {
  const t = useT('recipe-presenter');
  if (styleFixed && modeFixed) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('presenter.viewMenu')} className="px-2">
          <LayoutGrid aria-hidden="true" />
          <span className="max-sm:sr-only">{t('presenter.view')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {!styleFixed && (
          <>
            <DropdownMenuLabel>{t('presenter.style')}</DropdownMenuLabel>
            <Menu.RadioGroup
              value={style}
              onValueChange={(value) => {
                const next = PRESENTER_STYLES.find((s) => s === value);
                if (next) onStyle(next);
              }}
            >
              {PRESENTER_STYLES.map((s) => (
                <Choice key={s} value={s} label={t(`presenter.styles.${s}`)} />
              ))}
            </Menu.RadioGroup>
          </>
        )}
        {!styleFixed && !modeFixed && <DropdownMenuSeparator />}
        {!modeFixed && (
          <>
            <DropdownMenuLabel className={cn(styleFixed && 'pt-1')}>{t('presenter.mode')}</DropdownMenuLabel>
            <Menu.RadioGroup
              value={mode}
              onValueChange={(value) => {
                const next = PRESENTER_MODES.find((m) => m === value);
                if (next) onMode(next);
              }}
            >
              {PRESENTER_MODES.map((m) => (
                <Choice key={m} value={m} label={t(`presenter.modes.${m}`)} />
              ))}
            </Menu.RadioGroup>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
