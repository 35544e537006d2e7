import { isOneOf, LANGUAGES, type Language } from '@shared/preference-options';
import { cn } from '@web/lib/cn';
import { currentLanguage, onLanguageChange, useT } from '@web/lib/i18n';
import { Languages } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useChangeLanguage } from './use-change-language';

/** Each language named in itself ("Deutsch", "日本語"), as a reader looking for theirs expects. */
const nameOf = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

/**
 * The interface language: a native select (keyboard, screen readers and phones all know it),
 * in the public header and the app's sidebar. The choice applies at once.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const changeLanguage = useChangeLanguage();
  const [busy, setBusy] = useState(false);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'px-1 text-xs font-medium text-muted-foreground'}>
        {t('language.label')}
      </label>
      <div className="relative flex items-center">
        <Languages
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
        />
        <select
          id={id}
          value={language}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value;
            if (!isOneOf(LANGUAGES, next)) return;
            setBusy(true);
            void changeLanguage(next).finally(() => setBusy(false));
          }}
          className={cn(
            'h-9 cursor-pointer appearance-none rounded-lg border border-border bg-surface py-1 pr-3 pl-8 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            !compact && 'w-full',
          )}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {nameOf(code)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
