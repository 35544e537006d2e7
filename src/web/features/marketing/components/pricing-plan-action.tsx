import type { Plan } from '@shared/billing/plans';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { Link } from 'react-router';
import { usePageCopy } from '../hooks/use-page-copy';
import type { PricingSubscription } from './use-pricing-subscription';

const wide = 'mt-8 w-full';

/**
 * Each plan's call to action, for who is reading: Free → sign up (or the chat when signed in);
 * Standard → sign up, then its checkout with the 14-day trial (or the Subscription settings when
 * subscribed); Enterprise → /contact.
 */
export function PlanAction({ plan, subscription }: { plan: Plan; subscription: PricingSubscription }) {
  const { c } = usePageCopy();
  const copy = c.pricing.plans;
  const fill = (text: string) => text.replaceAll('{days}', String(plan.trialDays));

  if (plan.id === 'enterprise')
    return (
      <Link to="/contact" className={buttonClasses('secondary', 'md', wide)}>
        {copy.enterprise.cta}
      </Link>
    );

  if (plan.id === 'free')
    return subscription.signedIn ? (
      <Link to="/chat" className={buttonClasses('secondary', 'md', wide)}>
        {copy.free.ctaSignedIn}
      </Link>
    ) : (
      <Button variant="secondary" className={wide} onClick={() => openAuthPrompt('signup')}>
        {copy.free.cta}
      </Button>
    );

  if (!subscription.signedIn)
    return (
      <Button className={wide} onClick={() => openAuthPrompt('signup')}>
        {fill(copy.standard.cta)}
      </Button>
    );
  if (subscription.subscribed)
    return (
      <Link to="/settings?tab=subscription" className={buttonClasses('secondary', 'md', wide)}>
        {copy.standard.ctaSubscribed}
      </Link>
    );
  const trial = subscription.view?.trialAvailable ?? true;
  return (
    <Button
      className={wide}
      disabled={subscription.loading || subscription.upgrading}
      aria-busy={subscription.upgrading}
      onClick={subscription.upgrade}
    >
      {subscription.upgrading && <Spinner className="text-primary-foreground" />}
      {trial ? fill(copy.standard.ctaSignedIn) : copy.standard.ctaNoTrial}
    </Button>
  );
}
