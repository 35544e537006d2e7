import { DISPLAY_NAME_MAX, displayNameProblem, normaliseDisplayName } from '@shared/contracts/profile';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import type { SessionUser } from '@web/lib/auth/session';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useT } from '@web/lib/i18n';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { updateDisplayName } from '../../api/profile-api';
import { useFlash } from '../../hooks/use-flash';
import { useApplyProfile } from './use-apply-profile';

/** The server's rule for a display name (shared/contracts/profile.ts), checked before sending. */
const displayNameForm = z.object({
  displayName: z.string().superRefine((value, context) => {
    const problem = displayNameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

/**
 * The display name (platform.md §2 Settings "Profile"): saved trimmed, 1 to 50 characters. Only
 * spaces or too long a name is refused here in the reader's language, and again by the server;
 * a failed save says §8's words. A change made in another tab shows here unless one is being typed.
 */
export function DisplayNameForm({ user }: { user: SessionUser }) {
  const t = useT('settings-profile');
  const te = useT('errors');
  const applyProfile = useApplyProfile();
  const flash = useFlash();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(displayNameForm, {
    defaultValues: { displayName: user.displayName },
    wording: (message) =>
      message === 'tooLong'
        ? te('profile.displayNameTooLong', { max: DISPLAY_NAME_MAX })
        : te('profile.displayNameEmpty'),
  });
  const { errors, isDirty } = form.formState;
  const value = form.watch('displayName');

  useEffect(() => {
    if (!form.getFieldState('displayName').isDirty) form.reset({ displayName: user.displayName });
  }, [user.displayName, form]);

  const submit = form.handleSubmit(async ({ displayName }) => {
    setFormError(null);
    flash.clear();
    setPending(true);
    try {
      const saved = await updateDisplayName(displayName, t('saveFailed'));
      applyProfile(saved);
      form.reset({ displayName: saved.displayName });
      flash.show(t('saved'));
    } catch (caught) {
      const message = errorMessage(caught, t('saveFailed'));
      if (caught instanceof ApiRequestError && caught.key?.startsWith('profile.displayName'))
        form.setError('displayName', { message });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  });

  const clear = () => {
    form.clearErrors();
    setFormError(null);
  };
  const ready = isDirty && normaliseDisplayName(value) !== user.displayName && !pending;

  return (
    <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-4">
      {flash.message && <Alert tone="success">{flash.message}</Alert>}
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={t('name.label')}
          autoComplete="nickname"
          className="min-w-0 flex-1"
          disabled={pending}
          hint={t('name.hint', { max: DISPLAY_NAME_MAX })}
          error={errors.displayName?.message}
          {...form.register('displayName', { onChange: clear })}
        />
        <Button type="submit" disabled={!ready} className="sm:mt-6.5">
          {pending ? t('name.saving') : t('name.save')}
        </Button>
      </div>
    </form>
  );
}
