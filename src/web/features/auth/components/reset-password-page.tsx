import { resetPasswordSchema } from '@shared/contracts/auth';
import { buttonClasses } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth-api';
import { AuthCard, AuthIcon } from './auth-card';
import { SetPasswordCard } from './set-password-card';

/**
 * /reset-password, where the mailed reset link lands: ?token=… to choose a new password, or
 * ?error=INVALID_TOKEN (and a reused or forged token) for an invalid-link view.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalid, setInvalid] = useState(!token || params.has('error'));
  const [done, setDone] = useState(false);

  if (invalid) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="danger">
            <LinkIcon />
          </AuthIcon>
        }
        heading={t('auth.reset.invalidHeading')}
        subheading={t('auth.reset.invalidBody')}
      >
        <Link to="/forgot-password" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="success">
            <CircleCheck />
          </AuthIcon>
        }
        heading={t('auth.reset.doneHeading')}
        subheading={t('auth.reset.doneBody')}
      >
        <Link to="/sign-in" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('auth.reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <SetPasswordCard
      icon={<KeyRound />}
      heading={t('auth.reset.heading')}
      subheading={t('auth.reset.subheading')}
      passwordLabel={t('auth.reset.newPasswordLabel')}
      confirmLabel={t('auth.reset.confirmLabel')}
      submitLabel={t('auth.reset.submit')}
      submittingLabel={t('auth.reset.submitting')}
      passwordRule={resetPasswordSchema.shape.newPassword}
      send={async (password) => {
        await resetPassword(token!, password);
        setDone(true);
      }}
      handled={(error) => {
        const linkRefused = error instanceof ApiRequestError && error.key === 'auth.invalidLink';
        if (linkRefused) setInvalid(true);
        return linkRefused;
      }}
    />
  );
}
