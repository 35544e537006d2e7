import type { UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import { CREATOR_BIO_MAX, CREATOR_EXPERIENCE_LEVELS } from '@shared/creators/creator-profile-rules';
import { FieldMessages, FormField } from '@web/components/ui/form-field';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { useId } from 'react';
import { SettingBlock } from '../security/setting-block';
import type { SetField } from './creator-profile-form';
import type { FieldErrors } from './profile-problems';

interface FieldsProps {
  draft: UpdateCreatorProfile;
  errors: FieldErrors;
  setField: SetField;
  disabled: boolean;
}

/** Basic Information (platform.md §2): name, title, bio, location, website, experience level. */
export function BasicInfoFields({ draft, errors, setField, disabled }: FieldsProps) {
  const t = useT('creator-profile');
  const bioId = useId();
  const experienceId = useId();
  const bioDescribedBy = [errors.bio ? `${bioId}-error` : null, `${bioId}-count`].filter(Boolean).join(' ');
  return (
    <SettingBlock title={t('basic.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('basic.displayName')}
          value={draft.displayName}
          onChange={(e) => setField('displayName', e.target.value)}
          autoComplete="nickname"
          required
          disabled={disabled}
          error={errors.displayName}
        />
        <FormField
          label={t('basic.professionalTitle')}
          value={draft.title}
          placeholder={t('basic.titlePlaceholder')}
          onChange={(e) => setField('title', e.target.value)}
          autoComplete="organization-title"
          disabled={disabled}
          error={errors.title}
        />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={bioId}>{t('basic.bio')}</Label>
          <textarea
            id={bioId}
            rows={4}
            value={draft.bio}
            placeholder={t('basic.bioPlaceholder')}
            onChange={(e) => setField('bio', e.target.value)}
            disabled={disabled}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={bioDescribedBy}
            className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
          />
          <div className="flex items-start justify-between gap-3">
            <div>
              <FieldMessages id={bioId} error={errors.bio} />
            </div>
            <p
              id={`${bioId}-count`}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                draft.bio.trim().length > CREATOR_BIO_MAX ? 'text-danger' : 'text-muted-foreground',
              )}
            >
              {t('basic.bioCount', { count: draft.bio.trim().length, max: CREATOR_BIO_MAX })}
            </p>
          </div>
        </div>
        <FormField
          label={t('basic.location')}
          value={draft.location}
          placeholder={t('basic.locationPlaceholder')}
          onChange={(e) => setField('location', e.target.value)}
          autoComplete="address-level2"
          disabled={disabled}
          error={errors.location}
        />
        <FormField
          label={t('basic.website')}
          type="url"
          inputMode="url"
          value={draft.website}
          placeholder={t('basic.websitePlaceholder')}
          onChange={(e) => setField('website', e.target.value)}
          autoComplete="url"
          disabled={disabled}
          error={errors.website}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={experienceId}>{t('basic.experience')}</Label>
          <select
            id={experienceId}
            value={draft.experience ?? ''}
            onChange={(e) =>
              setField('experience', (e.target.value || null) as UpdateCreatorProfile['experience'])
            }
            disabled={disabled}
            className={cn(inputClasses, 'pr-8')}
          >
            <option value="">{t('basic.experienceNone')}</option>
            {CREATOR_EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`basic.${level}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </SettingBlock>
  );
}
