import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuthPrompt } from '@web/lib/auth/auth-prompt';
import { useSession, useSignOut } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { KeyRound, LogIn, LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionTimes } from '../lib/auth-facts';
import { FactList } from './fact-list';
import { TestPageShell, TestSection } from './test-page-shell';

/**
 * /auth-test: the real auth state. Signed out, the ways in (the app's auth dialog, the sign-in
 * page); signed in, who is signed in, whether the e-mail is verified, when the session ends, and
 * Sign Out. Open to both: the route map gives it no guard.
 */
export function AuthTestPage() {
  const t = useT('test-pages');
  const format = useFormat();
  const { user, isPending, isError, refetch } = useSession();
  const prompt = useAuthPrompt();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const times = useSessionTimes(user?.id ?? null);

  return (
    <TestPageShell icon={KeyRound} title={t('authTest.title')} description={t('authTest.description')}>
      <TestSection title={t('authTest.stateHeading')}>
        {isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('auth.checking')}
          </p>
        ) : isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-danger" role="alert">
              {t('auth.sessionFailed')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('auth.retry')}
            </Button>
          </div>
        ) : user ? (
          <div className="flex flex-col gap-5">
            <p className="text-sm font-medium text-success" data-testid="auth-state">
              {t('auth.signedIn')}
            </p>
            <FactList
              facts={[
                { label: t('auth.facts.name'), value: user.displayName },
                { label: t('auth.facts.email'), value: user.email },
                {
                  label: t('auth.facts.verified'),
                  value: user.emailVerified ? t('auth.states.verified') : t('auth.states.notVerified'),
                },
                {
                  label: t('auth.facts.twoFactor'),
                  value: user.twoFactorEnabled ? t('auth.states.on') : t('auth.states.off'),
                },
                {
                  label: t('auth.facts.expires'),
                  value: times.isPending
                    ? t('auth.loading')
                    : times.data?.expiresAt
                      ? format.dateTime(times.data.expiresAt)
                      : t('auth.unknown'),
                },
              ]}
            />
            <div>
              <Button
                variant="secondary"
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void signOut().finally(() => setSigningOut(false));
                }}
              >
                {signingOut ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" />}
                {t('auth.signOut')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm font-medium text-muted-foreground" data-testid="auth-state">
              {t('auth.signedOut')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => prompt.open('login')}>
                <LogIn aria-hidden="true" />
                {t('authTest.openSignIn')}
              </Button>
              <Button variant="secondary" onClick={() => prompt.open('signup')}>
                <UserPlus aria-hidden="true" />
                {t('authTest.openSignUp')}
              </Button>
              <Link to="/sign-in" className={buttonClasses('ghost')}>
                {t('authTest.goToSignIn')}
              </Link>
            </div>
          </div>
        )}
      </TestSection>
    </TestPageShell>
  );
}
