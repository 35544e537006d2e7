import type { UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import {
  COMMISSION_RATE_MAX,
  COMMISSION_RATE_MIN,
  COMMISSION_RATE_STEP,
} from '@shared/creators/creator-profile-rules';
import { FieldMessages } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useId } from 'react';
import { SettingSwitch } from '@web/components/setting-switch';
import { SettingBlock } from '../security/setting-block';
import type { SetField } from './creator-profile-form';
import type { FieldErrors } from './profile-problems';

/**
 * Creator Settings (platform.md §2, §5): Portfolio Visibility, Accept Commissions with its rate
 * slider (25 to 500 dollars in steps of 25, shown only while commissions are accepted) and
 * Available for Collaborations.
 */
export function CreatorSettingsFields({
  draft,
  errors,
  setField,
  disabled,
}: {
  draft: UpdateCreatorProfile;
  errors: FieldErrors;
  setField: SetField;
  disabled: boolean;
}) {
  const t = useT('creator-profile');
  return (
    <SettingBlock title={t('settings.title')}>
      <div className="flex flex-col gap-5">
        <SettingSwitch
          label={t('settings.portfolio')}
          description={t('settings.portfolioText')}
          checked={draft.portfolioVisible}
          disabled={disabled}
          onCheckedChange={(checked) => setField('portfolioVisible', checked)}
        />
        <SettingSwitch
          label={t('settings.commissions')}
          description={t('settings.commissionsText')}
          checked={draft.acceptCommissions}
          disabled={disabled}
          onCheckedChange={(checked) => setField('acceptCommissions', checked)}
        />
        {draft.acceptCommissions && (
          <CommissionSlider
            value={draft.commissionRate}
            onChange={(rate) => setField('commissionRate', rate)}
            error={errors.commissionRate}
            disabled={disabled}
          />
        )}
        <SettingSwitch
          label={t('settings.collabs')}
          description={t('settings.collabsText')}
          checked={draft.availableForCollabs}
          disabled={disabled}
          onCheckedChange={(checked) => setField('availableForCollabs', checked)}
        />
      </div>
    </SettingBlock>
  );
}

/** A native range input: a slider to assistive technology, keyboard-ready, its value said in dollars. */
function CommissionSlider({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number;
  onChange: (rate: number) => void;
  error?: string;
  disabled: boolean;
}) {
  const t = useT('creator-profile');
  const format = useFormat();
  const id = useId();
  const dollars = (amount: number) => format.price(amount * 100, 'USD');
  const valueText = t('settings.rateValue', { rate: dollars(value) });
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{t('settings.rate')}</Label>
        <output htmlFor={id} className="text-sm font-semibold text-foreground tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={COMMISSION_RATE_MIN}
        max={COMMISSION_RATE_MAX}
        step={COMMISSION_RATE_STEP}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('settings.rateHint', {
          min: dollars(COMMISSION_RATE_MIN),
          max: dollars(COMMISSION_RATE_MAX),
          step: dollars(COMMISSION_RATE_STEP),
        })}
      </p>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
