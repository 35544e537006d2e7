import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_REFRESH_PATH } from '@shared/contracts/payment-accounts';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ChevronRight } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { onboardingApi } from './onboarding-api';
import { TestModeBanner } from '@web/components/test-mode-banner';

/**
 * /creator/onboarding/test/:accountId: the local test provider's onboarding page, clearly in TEST
 * MODE. 'Complete test onboarding' makes the provider send its signed `account.updated` webhook to
 * the server and goes on to the return page; 'Cancel' goes back to the refresh page.
 */
export function TestOnboardingPage() {
  const t = useT('creator-onboarding');
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(`${t('test.title')} · Recipe Forge`);
  const complete = useMutation({
    mutationFn: () => onboardingApi.completeTestOnboarding(accountId),
    onSuccess: async ({ redirectTo }) => {
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.marketplace.all, 'account-status'] });
      void navigate(redirectTo);
    },
  });
  const busy = complete.isPending || complete.isSuccess;
  const reason =
    complete.error instanceof ApiRequestError && complete.error.key ? complete.error.message : null;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      <TestModeBanner title={t('test.banner')} note={t('test.bannerNote')} />
      <Card className="overflow-hidden">
        <div className="border-b border-border px-5 py-4 sm:px-6">
          <h1 className="text-lg font-semibold text-foreground">{t('test.title')}</h1>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('test.account')}: <code className="font-mono break-all">{accountId}</code>
          </p>
        </div>
        <div className="space-y-2 px-5 py-5 sm:px-6">
          <p className="text-sm font-medium text-foreground">{t('test.realTitle')}</p>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {[t('test.realIdentity'), t('test.realBank'), t('test.realTerms')].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-3 border-t border-border bg-muted/40 px-5 py-5 sm:px-6">
          <Button className="w-full" disabled={busy} aria-busy={busy} onClick={() => complete.mutate()}>
            {busy && <Spinner className="text-primary-foreground" />}
            {busy ? t('test.completing') : t('test.complete')}
          </Button>
          <Link
            to={ONBOARDING_REFRESH_PATH}
            aria-disabled={busy}
            className={buttonClasses(
              'secondary',
              'md',
              `w-full ${busy ? 'pointer-events-none opacity-50' : ''}`,
            )}
          >
            {t('test.cancel')}
          </Link>
          {complete.isError && (
            <Alert tone="danger" title={reason ? t('test.failed') : undefined}>
              {reason ?? t('test.failed')}
            </Alert>
          )}
        </div>
      </Card>
    </div>
  );
}
