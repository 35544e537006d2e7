import { Button } from '@web/components/ui/button';
import { ArrowRight, Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { usePageCopy } from '../../hooks/use-page-copy';
import { domainIcon } from './domain-icons';

type Domain = ReturnType<typeof usePageCopy>['c']['solutions']['domains'][number];

/**
 * One recipe domain on /solutions: what a recipe does there, what it is good for, an example
 * recipe's outline (Goal and Steps), and Try it, which opens the chat with a request for that
 * domain already typed (navigation state `initialQuery`, as the landing's task form does).
 */
export function DomainSection({ domain }: { domain: Domain }) {
  const { c, t } = usePageCopy();
  const s = c.solutions;
  const navigate = useNavigate();
  const Icon = domainIcon(domain.id);
  const headingId = `solution-${domain.id}`;
  return (
    <section
      id={domain.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 grid gap-8 rounded-3xl border border-border bg-surface p-6 shadow-xs sm:p-8 lg:grid-cols-[1fr_minmax(0,26rem)]"
    >
      <div>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {domain.name}
        </p>
        <h2 id={headingId} className="mt-3 text-2xl font-semibold tracking-tight text-balance">
          {domain.headline}
        </h2>
        <h3 className="mt-5 text-sm font-semibold text-foreground">{s.doesLabel}</h3>
        <p className="mt-1 leading-relaxed text-muted-foreground text-pretty">{domain.body}</p>
        <h3 className="mt-5 text-sm font-semibold text-foreground">{s.goodFor}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {domain.uses.map((use) => (
            <li
              key={use}
              className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm text-foreground"
            >
              <Check aria-hidden="true" className="size-3.5 text-primary" />
              {use}
            </li>
          ))}
        </ul>
        <Button
          className="mt-6"
          aria-label={t('solutions.tryLabel', { domain: domain.name })}
          onClick={() => void navigate('/chat', { state: { initialQuery: domain.query } })}
        >
          {s.tryIt}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      <figure className="rounded-2xl border border-border bg-background p-5">
        <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {s.exampleLabel}
        </figcaption>
        <p className="mt-2 text-lg font-semibold">{domain.recipe.title}</p>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="font-semibold text-primary">{s.goal}</dt>
            <dd className="mt-1 leading-relaxed text-foreground">{domain.recipe.goal}</dd>
          </div>
          <div>
            <dt className="font-semibold text-primary">{s.steps}</dt>
            <dd className="mt-1">
              <ol className="list-decimal space-y-1 pl-5 leading-relaxed text-foreground marker:text-muted-foreground">
                {domain.recipe.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </dd>
          </div>
        </dl>
      </figure>
    </section>
  );
}
