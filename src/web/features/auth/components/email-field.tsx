import { FormField } from '@web/components/ui/form-field';
import { useT } from '@web/lib/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The 'Email Address' field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: {
  field: UseFormRegisterReturn<'email'>;
  error?: string;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField
      label={t('auth.emailLabel')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      required
      error={props.error}
      disabled={props.disabled}
      {...props.field}
    />
  );
}
