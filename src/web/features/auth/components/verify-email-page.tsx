import { errorText } from '@web/lib/error-text';
import { buttonClasses } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN } from '../lib/auth-redirect';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthLoading } from './auth-loading';
import { ResendVerificationButton } from './resend-verification-button';
import { VerifyEmailForm, type VerifyOutcome } from './verify-email-form';

/**
 * /verify-email, where the verification link lands with ?token=…: the form that sets the
 * password and verifies, then success; an invalid or expired link (or ?error=…) with Resend when
 * signed in; a link of an address already verified, with Sign In.
 */
export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('auth.verify.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(params.has('error') ? 'invalid' : null);

  const finish = (next: VerifyOutcome) => {
    // Verifying ended the old session and signed the owner in: read the session afresh.
    if (next === 'verified') void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    setOutcome(next);
  };

  if (token && !outcome) return <VerifyEmailForm token={token} onDone={finish} />;
  if (isPending) return <AuthLoading />;

  const shown = outcome ?? (user?.emailVerified ? 'verified' : 'invalid');
  if (shown === 'verified' || shown === 'already') {
    // Verified now, or before: the same card, with where to go next.
    const fresh = shown === 'verified';
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="success">
            <MailCheck />
          </AuthIcon>
        }
        heading={fresh ? t('auth.verify.successHeading') : t('auth.verify.alreadyHeading')}
        subheading={fresh ? t('auth.verify.successBody') : errorText({ key: 'auth.alreadyVerifiedSignIn' })}
      >
        <Link
          to={fresh || user ? DEFAULT_AFTER_SIGN_IN : '/sign-in'}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {fresh || user ? t('auth.verify.continue') : t('auth.verify.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      focusHeading
      icon={
        <AuthIcon tone="danger">
          <MailX />
        </AuthIcon>
      }
      heading={t('auth.verify.invalidHeading')}
      subheading={`${t('auth.verify.invalidBody')} ${
        user && !user.emailVerified
          ? t('auth.verify.invalidSignedIn')
          : user
            ? ''
            : t('auth.verify.invalidSignedOut')
      }`}
    >
      {user && !user.emailVerified ? (
        <ResendVerificationButton email={user.email} className="w-full" />
      ) : (
        <Link
          to={user ? DEFAULT_AFTER_SIGN_IN : '/sign-in'}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {user ? t('auth.verify.continue') : t('auth.reset.signIn')}
        </Link>
      )}
    </AuthCard>
  );
}
