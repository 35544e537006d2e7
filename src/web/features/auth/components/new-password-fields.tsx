import { LIMITS } from '@shared/constants';
import { FormField } from '@web/components/ui/form-field';
import { type TFunction, useTranslation } from '@web/lib/i18n';

/** Which of the two fields an error belongs to. */
export interface PasswordFieldError {
  field: 'password' | 'confirm' | string;
  message: string;
}

/** What is wrong with a new password and its confirmation before it is sent, or null. */
export function newPasswordError(password: string, confirm: string, t: TFunction): PasswordFieldError | null {
  if (password !== confirm) return { field: 'confirm', message: t('auth.signUp.passwordsMismatch') };
  if (password.length < LIMITS.minPasswordLength)
    return { field: 'password', message: t('auth.signUp.passwordTooShort') };
  return null;
}

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields(props: {
  passwordLabel: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  fieldError: PasswordFieldError | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={props.passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        hint={t('auth.signUp.passwordHint')}
        error={props.fieldError?.field === 'password' ? props.fieldError.message : null}
        value={props.password}
        disabled={props.disabled}
        onChange={(e) => props.onPasswordChange(e.target.value)}
      />
      <FormField
        label={props.confirmLabel}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        error={props.fieldError?.field === 'confirm' ? props.fieldError.message : null}
        value={props.confirm}
        disabled={props.disabled}
        onChange={(e) => props.onConfirmChange(e.target.value)}
      />
    </>
  );
}
