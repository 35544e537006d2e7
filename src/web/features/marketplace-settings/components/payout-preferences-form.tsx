import {
  PAYOUT_FREQUENCIES,
  PAYOUT_MINIMUM_MAX_DOLLARS as MAX,
  PAYOUT_MINIMUM_MIN_DOLLARS as MIN,
  type PayoutPreferences,
} from '@shared/contracts/marketplace-settings';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FieldMessages } from '@web/components/ui/form-field';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { ChevronDown, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { usePayoutSave } from '../hooks/use-marketplace-settings';
import { type HeadingLevel, SettingsGroup } from './settings-group';
import { SettingSwitch } from '@web/components/setting-switch';

/** platform.md §5: whole dollars from 1 to 1000; anything else is not a minimum. */
export function parseMinimum(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const dollars = Number(text.trim());
  return dollars >= MIN && dollars <= MAX ? dollars : null;
}

/**
 * Payout Preferences (platform.md §2 Settings: Marketplace, §5): frequency, minimum and automatic
 * payouts, saved together. The minimum is checked here in the reader's words before the server
 * checks it again; a failed save keeps what was typed and says §8's 'Failed to update payout
 * settings'. Mounted anew (by key) when the saved values change.
 */
export function PayoutPreferencesForm({ saved, level }: { saved: PayoutPreferences; level: HeadingLevel }) {
  const t = useT('marketplace-settings');
  const id = useId();
  const [frequency, setFrequency] = useState(saved.frequency);
  const [minimumText, setMinimumText] = useState(String(saved.minimumAmount));
  const [autoPayoutEnabled, setAutoPayoutEnabled] = useState(saved.autoPayoutEnabled);
  const [touched, setTouched] = useState(false);
  const save = usePayoutSave();

  const minimumAmount = parseMinimum(minimumText);
  const minimumError =
    touched && minimumAmount === null ? t('payout.minimumInvalid', { min: MIN, max: MAX }) : null;
  const dirty =
    frequency !== saved.frequency ||
    minimumText.trim() !== String(saved.minimumAmount) ||
    autoPayoutEnabled !== saved.autoPayoutEnabled;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (minimumAmount === null) {
      document.getElementById(`${id}-minimum`)?.focus();
      return;
    }
    save.mutate(
      { frequency, minimumAmount, autoPayoutEnabled },
      { onSuccess: () => toast.success(t('payout.saved')) },
    );
  };

  return (
    <SettingsGroup title={t('payout.title')} description={t('payout.description')} level={level}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-frequency`}>{t('payout.frequency')}</Label>
            <div className="relative">
              <select
                id={`${id}-frequency`}
                value={frequency}
                aria-describedby={`${id}-frequency-hint`}
                onChange={(event) => setFrequency(event.target.value as PayoutPreferences['frequency'])}
                className={cn(inputClasses, 'appearance-none pr-9')}
              >
                {PAYOUT_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`payout.frequencies.${value}`)}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
            </div>
            <p id={`${id}-frequency-hint`} className="text-xs text-muted-foreground">
              {t('payout.frequencyHint')}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-minimum`}>{t('payout.minimum')}</Label>
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                $
              </span>
              <input
                id={`${id}-minimum`}
                type="number"
                inputMode="numeric"
                min={MIN}
                max={MAX}
                step={1}
                value={minimumText}
                aria-invalid={minimumError ? true : undefined}
                aria-describedby={minimumError ? `${id}-minimum-error` : `${id}-minimum-hint`}
                onChange={(event) => setMinimumText(event.target.value)}
                onBlur={() => setTouched(true)}
                className={cn(inputClasses, 'pl-7')}
              />
            </div>
            <FieldMessages
              id={`${id}-minimum`}
              hint={t('payout.minimumHint', { min: MIN, max: MAX })}
              error={minimumError}
            />
          </div>
        </div>
        <SettingSwitch
          label={t('payout.auto')}
          description={t('payout.autoDescription')}
          checked={autoPayoutEnabled}
          onCheckedChange={setAutoPayoutEnabled}
        />
        {save.isError && <Alert tone="danger">{t('payout.failed')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={!dirty || save.isPending}>
            {save.isPending ? <Spinner className="text-primary-foreground" /> : <Save aria-hidden="true" />}
            {save.isPending ? t('payout.saving') : t('payout.save')}
          </Button>
        </div>
      </form>
    </SettingsGroup>
  );
}
