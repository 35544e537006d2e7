import { buttonClasses } from '@web/components/ui/button';
import { SESSION_QUERY_KEY, useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN } from '../lib/auth-redirect';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthLoading } from './auth-loading';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * /verify-email, where the verification link lands: success (the server verified and signed the
 * user in), or ?error=… for an invalid or expired link, with Resend when signed in.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.verify.documentTitle'));
  const [params] = useSearchParams();
  const failed = params.has('error');
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();

  // The verification changed the session (verified, and signed in): read it afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  if (isPending) return <AuthLoading />;

  if (failed) {
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

  return (
    <AuthCard
      focusHeading
      icon={
        <AuthIcon tone="success">
          <MailCheck />
        </AuthIcon>
      }
      heading={t('auth.verify.successHeading')}
      subheading={t('auth.verify.successBody')}
    >
      <Link to={DEFAULT_AFTER_SIGN_IN} className={buttonClasses('primary', 'md', 'w-full')}>
        {t('auth.verify.continue')}
      </Link>
    </AuthCard>
  );
}
