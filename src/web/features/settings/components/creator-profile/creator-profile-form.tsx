import type { CreatorProfileSettings, UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { ExternalLink, Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { creatorProfileApi } from '../../api/creator-profile-api';
import { useApplyCreatorProfile } from '../../hooks/use-creator-profile';
import { useFlash } from '../../hooks/use-flash';
import { BasicInfoFields } from './basic-info-fields';
import { CreatorImagesSetting } from './creator-images-setting';
import { CreatorSettingsFields } from './creator-settings-fields';
import { draftOf, type FieldErrors, fieldErrorsOf, fieldOfKey } from './profile-problems';
import { SocialFields } from './social-fields';
import { SpecialtiesField } from './specialties-field';

export type SetField = <K extends keyof UpdateCreatorProfile>(
  field: K,
  value: UpdateCreatorProfile[K],
) => void;

/**
 * The creator's profile form (platform.md §2 Settings "Creator Profile"): Basic Information,
 * Social Media, Specialties and Creator Settings, saved together with 'Save Profile'. The rules
 * are checked here before sending (each error under its field) and again by the server; §8's
 * words say how the save went, the success for 3 seconds.
 */
export function CreatorProfileForm({ profile }: { profile: CreatorProfileSettings }) {
  const t = useT('creator-profile');
  const te = useT('errors');
  const apply = useApplyCreatorProfile();
  const flash = useFlash();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField: SetField = (field, value) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    flash.clear();
    setFormError(null);
    const found = fieldErrorsOf(draft, (key, params) => te(key, params));
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFormError(t('form.fixErrors'));
      focusFirstError();
      return;
    }
    setPending(true);
    try {
      const saved = await creatorProfileApi.update(draft, t('form.saveFailed'));
      apply(saved);
      setDraft(draftOf(saved));
      flash.show(t('form.saved'));
    } catch (caught) {
      const field =
        caught instanceof ApiRequestError && caught.key ? fieldOfKey(caught.key, caught.params) : null;
      const message = errorMessage(caught, t('form.saveFailed'));
      if (field) {
        setErrors({ [field]: message });
        setFormError(t('form.fixErrors'));
        focusFirstError();
      } else
        setFormError(
          caught instanceof ApiRequestError && caught.status >= 500 ? t('form.saveFailed') : message,
        );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('form.intro')}</p>
        <Link to={`/marketplace/creator/${profile.userId}`} className={buttonClasses('ghost', 'sm')}>
          <ExternalLink aria-hidden="true" />
          {t('form.viewPublic')}
        </Link>
      </div>
      <CreatorImagesSetting profile={profile} />
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <BasicInfoFields draft={draft} errors={errors} setField={setField} disabled={pending} />
        <SocialFields draft={draft} errors={errors} setField={setField} disabled={pending} />
        <SpecialtiesField
          value={draft.specialties}
          error={errors.specialties}
          onChange={(next) => setField('specialties', next)}
          disabled={pending}
        />
        <CreatorSettingsFields draft={draft} errors={errors} setField={setField} disabled={pending} />
        <div className="flex flex-col gap-3" aria-live="polite">
          {flash.message && <Alert tone="success">{flash.message}</Alert>}
          {formError && <Alert tone="danger">{formError}</Alert>}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
            {pending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
