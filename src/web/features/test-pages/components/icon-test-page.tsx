import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { TabList } from '@web/components/ui/tab-list';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Shapes } from 'lucide-react';
import { useId, useState } from 'react';
import { APP_ICONS, filterIcons, ICON_GROUPS } from '../lib/icon-set';
import { TestPageShell, TestSection } from './test-page-shell';

const SIZES = ['16', '20', '24', '32'] as const;
type IconSize = (typeof SIZES)[number];

/**
 * /icon-test: the icons the app uses, by group, with their lucide names; a size switch and a
 * filter by name. Each is drawn in the foreground, muted and primary colours on the page's own
 * surface, so the contrast shows in the light and the dark theme alike.
 */
export function IconTestPage() {
  const t = useT('test-pages');
  const searchId = useId();
  const tabsId = useId();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<IconSize>('24');
  const shown = filterIcons(APP_ICONS, query);
  return (
    <TestPageShell icon={Shapes} title={t('icons.title')} description={t('icons.description')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5 sm:w-72">
          <Label htmlFor={searchId}>{t('icons.searchLabel')}</Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('icons.searchPlaceholder')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-foreground" id={`${tabsId}-label`}>
            {t('icons.sizeLabel')}
          </span>
          <TabList
            tabs={SIZES}
            selected={size}
            onSelect={setSize}
            idBase={tabsId}
            label={t('icons.sizeLabel')}
            labelOf={(s) => s}
          />
        </div>
      </div>
      <div
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${size}`}
        className="flex flex-col gap-6"
      >
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('icons.count', { count: shown.length })}
        </p>
        {ICON_GROUPS.map((group) => {
          const icons = shown.filter((i) => i.group === group);
          if (icons.length === 0) return null;
          return (
            <TestSection key={group} title={t(`icons.groups.${group}`)}>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {icons.map(({ name, icon: Icon }) => (
                  <li
                    key={name}
                    className="flex flex-col items-center gap-2 rounded-lg border border-border bg-background p-3"
                  >
                    <div className="flex items-center gap-3">
                      {['text-foreground', 'text-muted-foreground', 'text-primary'].map((tone) => (
                        <Icon
                          key={tone}
                          aria-hidden="true"
                          className={cn('shrink-0', tone)}
                          style={{ width: `${size}px`, height: `${size}px` }}
                        />
                      ))}
                    </div>
                    <code className="max-w-full truncate font-mono text-xs text-foreground">{name}</code>
                  </li>
                ))}
              </ul>
            </TestSection>
          );
        })}
        {shown.length === 0 && <p className="text-sm text-muted-foreground">{t('icons.none')}</p>}
      </div>
    </TestPageShell>
  );
}
