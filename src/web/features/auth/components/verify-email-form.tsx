import { verifyEmailSchema } from '@shared/contracts/auth';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { MailCheck } from 'lucide-react';
import { verifyEmail } from '../api/auth-api';
import { SetPasswordCard } from './set-password-card';

export type VerifyOutcome = 'verified' | 'invalid' | 'already';

/**
 * The verification link's form: whoever opens the mail sets the account's password (the one
 * given at sign-up may have been chosen by someone else), and is then signed in.
 */
export function VerifyEmailForm({
  token,
  onDone,
}: {
  token: string;
  onDone: (outcome: VerifyOutcome) => void;
}) {
  const t = useT();
  return (
    <SetPasswordCard
      icon={<MailCheck />}
      heading={t('auth.verify.confirmHeading')}
      subheading={t('auth.verify.confirmBody')}
      passwordLabel={t('auth.verify.passwordLabel')}
      confirmLabel={t('auth.verify.confirmLabel')}
      submitLabel={t('auth.verify.submit')}
      submittingLabel={t('auth.verify.submitting')}
      passwordRule={verifyEmailSchema.shape.password}
      send={async (password) => {
        await verifyEmail(token, password);
        onDone('verified');
      }}
      handled={(error) => {
        if (!(error instanceof ApiRequestError)) return false;
        if (error.key === 'auth.invalidLink') onDone('invalid');
        else if (error.key === 'auth.alreadyVerifiedSignIn') onDone('already');
        else return false;
        return true;
      }}
    />
  );
}
