import { AUTH_MESSAGES, changePasswordSchema } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { z } from 'zod';
import { useT } from '@web/lib/i18n';
import { changePassword } from '../../api/security-api';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from './setting-block';

/**
 * The change-password endpoint's rules (changePasswordSchema) with the confirmation the form adds:
 * new and confirm must match first, then the new password's length.
 */
const changePasswordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: AUTH_MESSAGES.newPasswordsMismatch,
  })
  .pipe(
    changePasswordSchema.pick({ currentPassword: true, newPassword: true }).extend({ confirm: z.string() }),
  );

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change Password (platform.md §5, §8): new and confirm must match, at least 6 characters, the
 * current password re-verified by the server; other devices are signed out.
 */
export function ChangePasswordForm() {
  const t = useT();
  const form = useZodForm(changePasswordForm, {
    defaultValues: EMPTY,
    wording: (message) =>
      ({
        [AUTH_MESSAGES.newPasswordsMismatch]: t('settings.password.mismatch'),
        [AUTH_MESSAGES.newPasswordTooShort]: t('settings.password.tooShort'),
      })[message] ?? message,
  });
  const [current, next, confirm] = form.watch(['currentPassword', 'newPassword', 'confirm']);
  const { errors } = form.formState;
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const flash = useFlash();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPending(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset(EMPTY);
      flash.show(t('settings.password.success'));
    } catch (caught) {
      const message = errorMessage(caught, t('settings.password.failed'));
      if (caught instanceof ApiRequestError && caught.key === 'auth.currentPasswordIncorrect')
        form.setError('currentPassword', { message });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  });

  // Any edit clears the message shown, as the spec's form does.
  const clear = () => {
    form.clearErrors();
    setFormError(null);
  };
  const ready = Boolean(current && next && confirm) && !pending;

  return (
    <SettingBlock title={t('settings.password.title')} description={t('settings.password.description')}>
      <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-4">
        {flash.message && <Alert tone="success">{flash.message}</Alert>}
        {formError && <Alert tone="danger">{formError}</Alert>}
        <FormField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          disabled={pending}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', { onChange: clear })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('settings.password.new')}
            type="password"
            autoComplete="new-password"
            disabled={pending}
            error={errors.newPassword?.message}
            {...form.register('newPassword', { onChange: clear })}
          />
          <FormField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            disabled={pending}
            error={errors.confirm?.message}
            {...form.register('confirm', { onChange: clear })}
          />
        </div>
        <div>
          <Button type="submit" disabled={!ready}>
            {pending ? t('settings.password.submitting') : t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </SettingBlock>
  );
}
