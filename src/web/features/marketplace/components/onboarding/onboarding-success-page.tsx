import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ChartNoAxesColumn, CircleCheck, ExternalLink, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountChecklist } from './account-checklist';
import { TestModeNote } from './test-mode-note';
import { CONFIRM_FOR_MS, useOnboardingStatus } from './use-onboarding-status';

/**
 * /creator/onboarding/success, the provider's return URL (platform.md §2: 'Onboarding Complete!'
 * with a button to /creator/analytics). The server asks the provider for the account's state on
 * arrival (POST /api/payments/account/refresh), and the page asks a few more times while the
 * provider has not confirmed it.
 */
export function OnboardingSuccessPage() {
  const t = useT('creator-onboarding');
  useDocumentTitle(`${t('success.title')} · Recipe Forge`);
  const [pollUntil] = useState(() => Date.now() + CONFIRM_FOR_MS);
  // The provider's return names the account (?account=acct_…): the server refreshes exactly it.
  const [params] = useSearchParams();
  const [refresh] = useState(() => ({ accountId: params.get('account') ?? undefined }));
  const status = useOnboardingStatus({ pollUntil, refresh });
  const ready = status.data?.onboardingCompleted === true;
  // Past the confirmation window, a not-ready account is said to be unfinished (with the way back).
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), pollUntil - Date.now());
    return () => clearTimeout(timer);
  }, [pollUntil]);
  const waiting = status.data !== undefined && !ready && !expired;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-10 sm:py-16">
      <TestModeNote />
      <Card className="flex flex-col gap-5 px-5 py-8 sm:px-8">
        <div className="text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
          <h1 className="mt-4 text-2xl font-semibold text-foreground">{t('success.title')}</h1>
        </div>
        {status.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('page.checking')}
          </p>
        ) : status.isError ? (
          <Alert
            tone="danger"
            title={t('page.checkFailed')}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
                {t('page.tryAgain')}
              </Button>
            }
          >
            {t('page.checkFailedBody')}
          </Alert>
        ) : (
          <>
            <p role="status" className="text-center text-sm leading-relaxed text-muted-foreground">
              {ready ? t('success.body') : waiting ? t('success.pending') : t('success.incomplete')}
            </p>
            <AccountChecklist status={status.data} />
          </>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          {status.data && !ready && !waiting ? (
            <Link to="/creator/onboarding" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
              <ExternalLink aria-hidden="true" />
              {t('success.continue')}
            </Link>
          ) : (
            <Link to="/creator/analytics" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
              <ChartNoAxesColumn aria-hidden="true" />
              {t('success.analytics')}
            </Link>
          )}
          <Link to="/marketplace/publish" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            <Upload aria-hidden="true" />
            {t('page.publish')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
