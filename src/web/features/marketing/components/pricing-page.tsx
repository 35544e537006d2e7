import { PRO_PLAN_MONTHLY_USD } from '@shared/constants';
import { Button, buttonClasses } from '@web/components/ui/button';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useClientConfig } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { Container, PageIntro, SectionHeading } from './layout-parts';

const PLAN_KEYS = ['starter', 'pro', 'enterprise'] as const;

/**
 * /pricing (platform.md §9). Starter's allowance is the server's FREE_GENERATIONS (DESIGN.md:
 * the enforced limit wins over the pricing page's other reading), everything else as the spec
 * words it.
 */
export function PricingPage() {
  const { c } = usePageCopy();
  const format = useFormat();
  const p = c.pricing;
  const { freeGenerations } = useClientConfig();
  usePageMeta({ title: p.metaTitle, description: p.metaDescription });

  return (
    <>
      <PageIntro title={p.title} subtitle={p.subtitle} />
      <Container className="py-16">
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {PLAN_KEYS.map((key) => {
            const plan = p.plans[key];
            const popular = key === 'pro';
            return (
              <li
                key={key}
                aria-labelledby={`plan-${key}`}
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
                <h2 id={`plan-${key}`} className="text-lg font-semibold">
                  {plan.name}
                </h2>
                <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-semibold tracking-tight">
                    {'price' in plan
                      ? plan.price
                      : // Pro's price is a number, written as the reader's language writes dollars.
                        format.number(PRO_PLAN_MONTHLY_USD, {
                          style: 'currency',
                          currency: 'USD',
                          maximumFractionDigits: 0,
                        })}
                  </span>
                  {plan.period && <span className="text-sm text-muted-foreground">{plan.period}</span>}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {/* Content texts are plain, not ICU: Starter's allowance is put in here. */}
                      {feature.replaceAll('{count}', String(freeGenerations))}
                    </li>
                  ))}
                </ul>
                {key === 'enterprise' ? (
                  <Link to="/contact" className={buttonClasses('secondary', 'md', 'mt-8 w-full')}>
                    {plan.cta}
                  </Link>
                ) : (
                  <Button
                    variant={popular ? 'primary' : 'secondary'}
                    className="mt-8 w-full"
                    onClick={() => openAuthPrompt('signup')}
                  >
                    {plan.cta}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="pricing-faq" className="mx-auto mt-20 max-w-3xl">
          <SectionHeading id="pricing-faq" title={p.faqTitle} />
          <dl className="mt-10 divide-y divide-border rounded-2xl border border-border bg-surface">
            {p.faq.map((item) => (
              <div key={item.q} className="p-6">
                <dt className="font-semibold">{item.q}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
