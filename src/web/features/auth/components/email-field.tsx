import { FormField } from '@web/components/ui/form-field';
import { useTranslation } from '@web/lib/i18n';

/** The 'Email Address' field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: { value: string; disabled: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('auth.emailLabel')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      required
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
