import { THEME_MODES, type ThemeMode } from '@shared/constants';
import {
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  MEASUREMENT_UNITS,
  TIME_FORMATS,
  TIME_ZONES,
} from '@shared/preference-options';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage, onLanguageChange, useT } from '@web/lib/i18n';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Laptop, type LucideIcon, Moon, MoonStar, RotateCcw, Sun } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { AiKeyCard } from '../ai-key/ai-key-card';
import { SettingBlock } from '../security/setting-block';
import {
  currencyLabel,
  dateSample,
  languageLabel,
  timeSample,
  timeZoneLabel,
  unitSamples,
} from './option-labels';
import { ChoiceRow, Rows, SelectRow, SwitchRow } from './preference-controls';
import { usePreferenceEditor } from './use-preference-editor';

const THEME_ICONS: Record<ThemeMode, LucideIcon> = { light: Sun, dark: Moon, void: MoonStar, system: Laptop };

/**
 * Preferences (platform.md §2 Settings): Appearance, Language & Region, Date & Time, Behavior and
 * 'Reset to Defaults'. Every change applies at once, here and in the user's other tabs, and is
 * saved on its own.
 */
export function PreferencesSection() {
  const t = useT('settings');
  const tc = useT();
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const editor = usePreferenceEditor();
  const { data, isPending, refetch } = editor.query;

  if (isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {t('preferences.loading')}
      </p>
    );
  }
  if (!data) {
    return (
      <Alert
        tone="danger"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('preferences.retry')}
          </Button>
        }
      >
        {t('preferences.loadFailed')}
      </Alert>
    );
  }

  const { change } = editor;

  return (
    <div>
      {/* Over the top of the section (or of the screen once scrolled): no control moves when it shows. */}
      <div className="pointer-events-none sticky top-3 z-20 h-0">
        <div className="pointer-events-auto">
          {editor.success && (
            <Alert tone="success" className="shadow-lg">
              {t(editor.success)}
            </Alert>
          )}
          {editor.failure && (
            <Alert
              tone="danger"
              className="shadow-lg"
              dismiss={{ label: t('preferences.dismiss'), onDismiss: editor.dismissFailure }}
            >
              {t(editor.failure)}
            </Alert>
          )}
        </div>
      </div>

      <div className="space-y-4">
        <SettingBlock
          title={t('preferences.appearance.title')}
          description={t('preferences.appearance.description')}
        >
          <Rows>
            <ChoiceRow
              label={t('preferences.appearance.theme')}
              value={data.theme}
              onChange={(theme) => void change('theme', theme)}
              columns="grid-cols-2 sm:grid-cols-4"
              choices={THEME_MODES.map((mode) => ({
                value: mode,
                title: tc(`theme.${mode}`),
                icon: THEME_ICONS[mode],
              }))}
            />
            <SwitchRow
              label={t('preferences.appearance.compact')}
              hint={t('preferences.appearance.compactHint')}
              checked={data.compactMode}
              onCheckedChange={(on) => void change('compactMode', on)}
            />
            <SwitchRow
              label={t('preferences.appearance.animations')}
              hint={t(
                reducedMotion
                  ? 'preferences.appearance.reducedMotion'
                  : 'preferences.appearance.animationsHint',
              )}
              checked={data.animationsEnabled}
              onCheckedChange={(on) => void change('animationsEnabled', on)}
            />
          </Rows>
        </SettingBlock>

        <SettingBlock title={t('preferences.region.title')} description={t('preferences.region.description')}>
          <Rows>
            <SelectRow
              label={t('preferences.region.language')}
              value={data.language}
              onChange={(next) => void change('language', next)}
              options={LANGUAGES.map((code) => ({
                value: code,
                label: languageLabel(code, language),
                lang: code,
              }))}
            />
            <SelectRow
              label={t('preferences.region.timezone')}
              hint={t('preferences.region.timezoneHint')}
              value={data.timezone}
              onChange={(next) => void change('timezone', next)}
              options={TIME_ZONES.map((zone) => ({
                value: zone,
                label: zone === 'UTC' ? t('preferences.region.utc') : timeZoneLabel(zone, language),
              }))}
            />
            <SelectRow
              label={t('preferences.region.currency')}
              hint={t('preferences.region.currencyHint')}
              value={data.currency}
              onChange={(next) => void change('currency', next)}
              options={CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, language) }))}
            />
            <ChoiceRow
              label={t('preferences.region.units')}
              value={data.measurementUnit}
              onChange={(next) => void change('measurementUnit', next)}
              columns="grid-cols-2"
              choices={MEASUREMENT_UNITS.map((system) => ({
                value: system,
                title: t(`preferences.region.${system}`),
                detail: unitSamples(system, language),
              }))}
            />
          </Rows>
        </SettingBlock>

        <SettingBlock
          title={t('preferences.dateTime.title')}
          description={t('preferences.dateTime.description')}
        >
          <Rows>
            <ChoiceRow
              label={t('preferences.dateTime.dateFormat')}
              value={data.dateFormat}
              onChange={(next) => void change('dateFormat', next)}
              columns="grid-cols-1 min-[420px]:grid-cols-2"
              choices={DATE_FORMATS.map((format) => ({
                value: format,
                title: dateSample(format, language),
                detail: format,
              }))}
            />
            <ChoiceRow
              label={t('preferences.dateTime.timeFormat')}
              value={data.timeFormat}
              onChange={(next) => void change('timeFormat', next)}
              columns="grid-cols-2"
              choices={TIME_FORMATS.map((format) => ({
                value: format,
                title: t(`preferences.dateTime.${format}`),
                detail: timeSample(format, language),
              }))}
            />
          </Rows>
        </SettingBlock>

        <SettingBlock
          title={t('preferences.behavior.title')}
          description={t('preferences.behavior.description')}
        >
          <Rows>
            <SwitchRow
              label={t('preferences.behavior.autoSave')}
              hint={t('preferences.behavior.autoSaveHint')}
              checked={data.autoSave}
              onCheckedChange={(on) => void change('autoSave', on)}
            />
            <SwitchRow
              label={t('preferences.behavior.tutorials')}
              hint={t('preferences.behavior.tutorialsHint')}
              checked={data.showTutorials}
              onCheckedChange={(on) => void change('showTutorials', on)}
            />
            <SwitchRow
              label={t('preferences.behavior.sound')}
              hint={t('preferences.behavior.soundHint')}
              checked={data.soundEnabled}
              onCheckedChange={(on) => void change('soundEnabled', on)}
            />
          </Rows>
        </SettingBlock>

        <ResetToDefaults onReset={editor.reset} resetting={editor.resetting} />

        <AiKeyCard />
      </div>
    </div>
  );
}

/** 'Reset to Defaults', asked once more in a dialog before anything changes. */
function ResetToDefaults({ onReset, resetting }: { onReset: () => Promise<boolean>; resetting: boolean }) {
  const t = useT('settings');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-sm leading-relaxed text-muted-foreground">{t('preferences.reset.hint')}</p>
      <Dialog open={open} onOpenChange={(next) => !resetting && setOpen(next)}>
        <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
          <RotateCcw aria-hidden="true" />
          {t('preferences.reset.button')}
        </Button>
        <DialogContent closeLabel={t('preferences.reset.close')}>
          <DialogTitle>{t('preferences.reset.title')}</DialogTitle>
          <DialogDescription>{t('preferences.reset.body')}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={resetting}>
                {t('preferences.reset.cancel')}
              </Button>
            </DialogClose>
            <Button
              disabled={resetting}
              onClick={() => {
                void onReset().then(() => setOpen(false));
              }}
            >
              {resetting ? <Spinner className="size-4 text-current" /> : <RotateCcw aria-hidden="true" />}
              {t(resetting ? 'preferences.reset.working' : 'preferences.reset.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
