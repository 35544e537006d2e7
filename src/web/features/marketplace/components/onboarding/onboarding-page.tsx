import type { PaymentAccountStatusResponse } from '@shared/contracts/marketplace-publish';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BookOpen, CircleCheck, CreditCard, ExternalLink, Upload, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountChecklist } from './account-checklist';
import { onboardingApi } from './onboarding-api';
import { TestModeNote } from './test-mode-note';
import { useOnboardingStatus } from './use-onboarding-status';

/** The server's own words when it gave a reason (platform.md §8: "server error text or …"). */
const serverReason = (error: Error) => (error instanceof ApiRequestError && error.key ? error.message : null);

/**
 * /creator/onboarding (platform.md §2 Creator onboarding, §4 Creator account): the payment
 * account as a checklist, then the one next step: 'Create account' when there is none, 'Start
 * onboarding' (the browser goes to the provider's page) until it is complete, else ready.
 */
export function OnboardingPage() {
  const t = useT('creator-onboarding');
  useDocumentTitle(`${t('page.title')} · Recipe Forge`);
  const status = useOnboardingStatus();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-foreground">{t('page.title')}</h1>
        <p className="text-sm leading-relaxed text-muted-foreground">{t('page.intro')}</p>
      </header>
      <TestModeNote />
      {status.isPending ? (
        <Card
          role="status"
          className="flex min-h-64 items-center justify-center gap-3 text-sm text-muted-foreground"
        >
          <Spinner />
          {t('page.checking')}
        </Card>
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
        <AccountCard status={status.data} />
      )}
      <nav className="flex flex-col gap-2 sm:flex-row" aria-label={t('page.title')}>
        <Link to="/recipes" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
          <BookOpen aria-hidden="true" />
          {t('page.myRecipes')}
        </Link>
        {/* Once ready, publishing is the card's own call to action. */}
        {!status.data?.onboardingCompleted && (
          <Link to="/marketplace/publish" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            <Upload aria-hidden="true" />
            {t('page.publish')}
          </Link>
        )}
      </nav>
    </div>
  );
}

function AccountCard({ status }: { status: PaymentAccountStatusResponse }) {
  const t = useT('creator-onboarding');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const create = useMutation({
    mutationFn: onboardingApi.createAccount,
    onSuccess: (answer) => {
      setCreated(true);
      queryClient.setQueryData([...queryKeys.marketplace.all, 'account-status'], answer.status);
    },
  });
  const start = useMutation({
    mutationFn: onboardingApi.onboardingLink,
    onSuccess: ({ url }) => {
      // The local provider's page is one of ours; a real provider's is another site.
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else window.location.assign(url);
    },
  });
  const step = !status.hasAccount ? 'create' : !status.onboardingCompleted ? 'start' : 'ready';

  return (
    <Card className="flex flex-col gap-5 px-5 py-6 sm:px-6">
      <AccountChecklist status={status} />
      {created && <Alert tone="success">{t('create.success')}</Alert>}
      {step === 'create' && (
        <NextStep
          icon={<Wallet aria-hidden="true" className="size-5" />}
          title={t('create.title')}
          body={t('create.body')}
        >
          <Button
            className="w-full sm:w-auto sm:self-start"
            disabled={create.isPending}
            onClick={() => create.mutate()}
          >
            {create.isPending ? (
              <Spinner className="text-primary-foreground" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {create.isPending ? t('create.working') : t('create.action')}
          </Button>
          {create.isError && <Failure message={t('create.failed')} reason={serverReason(create.error)} />}
        </NextStep>
      )}
      {step === 'start' && (
        <NextStep
          icon={<ExternalLink aria-hidden="true" className="size-5" />}
          title={t('start.title')}
          body={t('start.body')}
        >
          <Button
            className="w-full sm:w-auto sm:self-start"
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            {start.isPending || start.isSuccess ? (
              <Spinner className="text-primary-foreground" />
            ) : (
              <ExternalLink aria-hidden="true" />
            )}
            {start.isPending || start.isSuccess ? t('start.working') : t('start.action')}
          </Button>
          {start.isError && <Failure message={t('start.failed')} reason={serverReason(start.error)} />}
        </NextStep>
      )}
      {step === 'ready' && (
        <NextStep
          icon={<CircleCheck aria-hidden="true" className="size-5 text-success" />}
          title={t('ready.title')}
          body={t('ready.body')}
        >
          <Link
            to="/marketplace/publish"
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto sm:self-start')}
          >
            <Upload aria-hidden="true" />
            {t('page.publish')}
          </Link>
        </NextStep>
      )}
    </Card>
  );
}

function NextStep({
  icon,
  title,
  body,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  body: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-base font-semibold text-foreground">{title}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function Failure({ message, reason }: { message: string; reason: string | null }) {
  return (
    <Alert tone="danger" title={reason ? message : undefined}>
      {reason ?? message}
    </Alert>
  );
}
