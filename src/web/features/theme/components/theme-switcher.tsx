import { THEME_MODES, type ThemeMode } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { Laptop, type LucideIcon, Moon, MoonStar, Sun } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useT } from '@web/lib/i18n';
import { useTheme } from '../hooks/use-theme';

const ICONS: Record<ThemeMode, LucideIcon> = { light: Sun, dark: Moon, void: MoonStar, system: Laptop };

/**
 * A segmented radio group: arrow keys move between modes, the choice applies at once.
 * `onChange` replaces the plain switch of mode (the sidebar's also saves a user's choice).
 */
export function ThemeSwitcher({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (mode: ThemeMode) => void;
}) {
  const t = useT();
  const { mode, setMode } = useTheme();
  const change = onChange ?? setMode;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id="theme-switcher-label" className="px-1 text-xs font-medium text-muted-foreground">
        {t('theme.label')}
      </span>
      <RadioGroup.Root
        aria-labelledby="theme-switcher-label"
        value={mode}
        onValueChange={(value) => change(value as ThemeMode)}
        orientation="horizontal"
        className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1"
      >
        {THEME_MODES.map((m) => {
          const Icon = ICONS[m];
          return (
            <RadioGroup.Item
              key={m}
              value={m}
              data-theme-mode={m}
              title={t(`theme.${m}`)}
              className={cn(
                'flex flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-[11px] font-medium text-muted-foreground transition-colors',
                'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                'data-[state=checked]:bg-surface data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`theme.${m}`)}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
