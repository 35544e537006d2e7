import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { FormField } from '@web/components/ui/form-field';
import { useT } from '@web/lib/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

const confirmation = z
  .object({ password: z.string(), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: AUTH_MESSAGES.passwordsMismatch });

/**
 * A new password and its confirmation as a form schema: first the two must match, then the
 * password must pass the contract's rule (`password`, taken from the endpoint's schema), so the
 * visitor sees one message at a time in the spec's order.
 */
export function newPasswordForm(password: z.ZodType<string, string>) {
  return confirmation.pipe(z.object({ password, confirm: z.string() }));
}

/** A new password and its confirmation, as sign-up, the reset page and the verify form ask for them. */
export function NewPasswordFields(props: {
  passwordLabel: string;
  confirmLabel: string;
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
  errors: { password?: { message?: string }; confirm?: { message?: string } };
  disabled: boolean;
}) {
  const t = useT();
  return (
    <>
      <FormField
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.signUp.passwordHint')}
        error={props.errors.password?.message}
        disabled={props.disabled}
        {...props.password}
      />
      <FormField
        label={props.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={props.errors.confirm?.message}
        disabled={props.disabled}
        {...props.confirm}
      />
    </>
  );
}
