import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccountStatus } from '../../hooks/use-account-status';

/**
 * platform.md §2 Publish recipe: 'Checking account status...' first; no payment account, or its
 * onboarding not complete, gives 'Stripe Connect Required' with the way to /creator/onboarding.
 * A check that fails, or answers 404, lets the creator publish anyway (the server still decides
 * whether a paid listing can go live).
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const t = useT('marketplace-publish');
  const status = useAccountStatus(true);
  if (status.isPending)
    return (
      <div
        role="status"
        className="flex min-h-48 items-center justify-center gap-3 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('page.checking')}
      </div>
    );
  if (status.data && !(status.data.hasAccount && status.data.onboardingCompleted))
    return (
      <Card
        className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10"
        data-testid="stripe-required"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CreditCard aria-hidden="true" className="size-6" />
        </span>
        <div className="max-w-md space-y-2">
          <h2 className="text-lg font-semibold text-foreground">{t('page.stripeRequired.title')}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{t('page.stripeRequired.body')}</p>
        </div>
        <Link to="/creator/onboarding" className={buttonClasses('primary')}>
          {t('page.stripeRequired.action')}
        </Link>
      </Card>
    );
  return children;
}
