import { PLANS, type Plan } from '@shared/billing/plans';
import { useClientConfig } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { Container, PageIntro, SectionHeading } from './layout-parts';
import { PlanAction } from './pricing-plan-action';
import { usePricingSubscription } from './use-pricing-subscription';

/**
 * /pricing (platform.md §9; DESIGN.md "Plans"): exactly the plans that are sold, from the plan
 * table the server charges by. Free with the server's FREE_GENERATIONS a month; Standard at
 * $9.99 a month with its 14-day free trial and no card; Enterprise by conversation. The spec's
 * "Pro $29" is not shown: nobody could pay it.
 */
export function PricingPage() {
  const { c } = usePageCopy();
  const p = c.pricing;
  usePageMeta({ title: p.metaTitle, description: p.metaDescription });
  const { freeGenerations } = useClientConfig();
  const subscription = usePricingSubscription();
  // Content texts are plain, not ICU: the allowance and the trial are put in here.
  const fill = (text: string) =>
    text.replaceAll('{count}', String(freeGenerations)).replaceAll('{days}', String(trialDays));

  return (
    <>
      <PageIntro title={p.title} subtitle={p.subtitle} />
      <Container className="py-16">
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={subscription.currentPlan === plan.id}>
              <PlanAction plan={plan} subscription={subscription} />
            </PlanCard>
          ))}
        </ul>

        <section aria-labelledby="pricing-faq" className="mx-auto mt-20 max-w-3xl">
          <SectionHeading id="pricing-faq" title={p.faqTitle} />
          <dl className="mt-10 divide-y divide-border rounded-2xl border border-border bg-surface">
            {p.faq.map((item) => (
              <div key={item.q} className="p-6">
                <dt className="font-semibold">{fill(item.q)}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{fill(item.a)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}

const trialDays = PLANS.find((plan) => plan.id === 'standard')!.trialDays;

function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children: ReactNode }) {
  const { c } = usePageCopy();
  const t = useT('billing');
  const format = useFormat();
  const { freeGenerations } = useClientConfig();
  const p = c.pricing;
  const copy = p.plans[plan.id];
  const popular = plan.id === 'standard';
  const price =
    plan.monthlyPriceCents === null
      ? p.plans.enterprise.price
      : // Written as the reader's language writes dollars: $0, $9.99, 9,99 $.
        format.price(plan.monthlyPriceCents, 'USD');
  return (
    <li
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 sm:p-8',
        popular ? 'border-primary shadow-lg ring-1 ring-primary/30' : 'border-border shadow-xs',
      )}
    >
      {popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {p.mostPopular}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
          {copy.name}
        </h2>
        {current && (
          <span className="rounded-full bg-success-muted px-2.5 py-0.5 text-xs font-semibold text-success">
            {p.currentPlan}
          </span>
        )}
      </div>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{copy.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span data-testid={`price-${plan.id}`} className="text-4xl font-semibold tracking-tight">
          {price}
        </span>
        {plan.monthlyPriceCents !== null && plan.monthlyPriceCents > 0 && (
          <span className="text-sm text-muted-foreground">{p.perMonth}</span>
        )}
      </p>
      {plan.trialDays > 0 && (
        <p className="mt-2 text-sm font-medium text-primary">
          {p.trialNote.replaceAll('{days}', String(plan.trialDays))}
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(`features.${feature}`, { count: freeGenerations })}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
