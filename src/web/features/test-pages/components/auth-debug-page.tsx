import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useClientConfig, useSession } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { RefreshCw, ScanSearch } from 'lucide-react';
import { cookieNames, sessionCookieName, useServerClock, useSessionTimes } from '../lib/auth-facts';
import { FactList } from './fact-list';
import { TestPageShell, TestSection } from './test-page-shell';

/**
 * /auth-debug: the auth state and configuration, without any secret. It shows whether there is a
 * session, the user's id and verification, the providers this server offers, the names (never the
 * values) of the cookies, the server's clock against this browser's, and where the API is. No
 * token, secret or cookie value is read into it (lib/auth-facts.ts keeps only times and names).
 */
export function AuthDebugPage() {
  const t = useT('test-pages');
  const format = useFormat();
  const { user, isPending } = useSession();
  const config = useClientConfig();
  const times = useSessionTimes(user?.id ?? null);
  const clock = useServerClock();
  const readable = cookieNames(document.cookie);
  const none = <span className="text-muted-foreground">{t('auth.none')}</span>;
  const mono = (text: string) => <code className="font-mono text-xs break-all">{text}</code>;

  return (
    <TestPageShell icon={ScanSearch} title={t('authDebug.title')} description={t('authDebug.description')}>
      <TestSection title={t('authDebug.sessionHeading')}>
        {isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('auth.checking')}
          </p>
        ) : (
          <FactList
            facts={[
              {
                label: t('authDebug.sessionPresent'),
                value: user ? t('auth.states.present') : t('auth.states.absent'),
                id: 'session-present',
              },
              { label: t('authDebug.userId'), value: user ? mono(user.id) : none },
              {
                label: t('auth.facts.verified'),
                value: user
                  ? user.emailVerified
                    ? t('auth.states.verified')
                    : t('auth.states.notVerified')
                  : none,
              },
              {
                label: t('auth.facts.twoFactor'),
                value: user ? (user.twoFactorEnabled ? t('auth.states.on') : t('auth.states.off')) : none,
              },
              {
                label: t('authDebug.admin'),
                value: user ? (user.isAdmin ? t('auth.states.admin') : t('auth.states.notAdmin')) : none,
              },
              {
                label: t('auth.facts.expires'),
                value:
                  user && times.data?.expiresAt
                    ? format.dateTime(times.data.expiresAt)
                    : user
                      ? t('auth.loading')
                      : none,
              },
            ]}
          />
        )}
      </TestSection>

      <TestSection title={t('authDebug.configHeading')}>
        <FactList
          facts={[
            { label: t('authDebug.providerEmail'), value: t('authDebug.enabled') },
            {
              label: t('authDebug.providerGoogle'),
              value: config.googleSignIn ? t('authDebug.enabled') : t('authDebug.notConfigured'),
            },
            { label: t('authDebug.apiBase'), value: mono(`${window.location.origin}/api`) },
            { label: t('authDebug.publicUrl'), value: config.publicUrl ? mono(config.publicUrl) : none },
            { label: t('authDebug.aiProvider'), value: mono(config.aiProvider) },
          ]}
        />
      </TestSection>

      <TestSection title={t('authDebug.cookiesHeading')}>
        <FactList
          facts={[
            {
              label: t('authDebug.sessionCookie'),
              value: (
                <span className="flex flex-col gap-0.5">
                  {mono(sessionCookieName(window.location.protocol))}
                  <span className="text-xs font-normal text-muted-foreground">{t('authDebug.httpOnly')}</span>
                </span>
              ),
            },
            {
              label: t('authDebug.readableCookies'),
              value: readable.length ? mono(readable.join(', ')) : none,
              id: 'readable-cookies',
            },
          ]}
        />
        <p className="mt-3 text-xs text-muted-foreground">{t('authDebug.namesOnly')}</p>
      </TestSection>

      <TestSection
        title={t('authDebug.clockHeading')}
        actions={
          <Button variant="ghost" size="sm" onClick={() => void clock.refetch()} disabled={clock.isFetching}>
            <RefreshCw aria-hidden="true" />
            {t('authDebug.readAgain')}
          </Button>
        }
      >
        {clock.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('auth.loading')}
          </p>
        ) : clock.isError ? (
          <p className="text-sm text-danger" role="alert">
            {t('authDebug.clockFailed')}
          </p>
        ) : (
          <FactList
            facts={[
              {
                label: t('authDebug.serverTime'),
                value: clock.data.server ? clock.data.server.toISOString() : t('auth.unknown'),
              },
              { label: t('authDebug.clientTime'), value: clock.data.client.toISOString() },
              {
                label: t('authDebug.skew'),
                value:
                  clock.data.skewSeconds === null
                    ? t('auth.unknown')
                    : t('authDebug.skewValue', { seconds: clock.data.skewSeconds }),
              },
            ]}
          />
        )}
      </TestSection>
    </TestPageShell>
  );
}
