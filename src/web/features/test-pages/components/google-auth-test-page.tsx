import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useGoogleSignIn } from '@web/features/auth/google-sign-in';
import { refreshSession, useClientConfig, useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { Globe } from 'lucide-react';
import { useCallback } from 'react';
import { FactList } from './fact-list';
import { TestPageShell, TestSection } from './test-page-shell';

const HERE = '/google-auth-test';

/**
 * /google-auth-test: whether this server has Google sign-in configured (GET /api/config), and,
 * when it has, the real sign-in (popup, else redirect) that comes back here. Without it, the page
 * says so instead of offering a button that cannot work.
 */
export function GoogleAuthTestPage() {
  const t = useT('test-pages');
  const queryClient = useQueryClient();
  const config = useClientConfig();
  // useClientConfig answers a fallback until the server's answer arrives: tell the two apart.
  const configState = queryClient.getQueryState(queryKeys.clientConfig)?.status ?? 'pending';
  const { user } = useSession();
  const onSignedIn = useCallback(async () => {
    await refreshSession(queryClient);
  }, [queryClient]);
  const google = useGoogleSignIn(HERE, onSignedIn);

  return (
    <TestPageShell icon={Globe} title={t('googleTest.title')} description={t('googleTest.description')}>
      <TestSection title={t('googleTest.configHeading')}>
        {configState === 'pending' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('auth.checking')}
          </p>
        ) : configState === 'error' ? (
          <Alert tone="danger">{t('googleTest.configFailed')}</Alert>
        ) : (
          <div className="flex flex-col gap-5">
            <FactList
              facts={[
                {
                  label: t('googleTest.configured'),
                  value: config.googleSignIn ? t('auth.states.configured') : t('auth.states.notConfigured'),
                  id: 'google-configured',
                },
                {
                  label: t('googleTest.session'),
                  value: user ? t('googleTest.signedInAs', { email: user.email }) : t('auth.signedOut'),
                },
              ]}
            />
            {config.googleSignIn ? (
              <div className="flex flex-col gap-3">
                <div>
                  <Button onClick={google.start} disabled={google.pending}>
                    {google.pending && <Spinner className="size-4" />}
                    {google.pending ? t('googleTest.working') : t('googleTest.signIn')}
                  </Button>
                </div>
                {google.error && <Alert tone="danger">{google.error.message}</Alert>}
              </div>
            ) : (
              <Alert tone="info">{t('googleTest.notConfigured')}</Alert>
            )}
          </div>
        )}
      </TestSection>
    </TestPageShell>
  );
}
