import { Button, buttonClasses } from '@web/components/ui/button';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePageCopy } from '../../hooks/use-page-copy';
import { usePageMeta } from '../../hooks/use-page-meta';
import { Claims } from '../landing-page';
import { Container } from '../layout-parts';
import { domainIcon } from '../solutions/domain-icons';
import { TaskForm } from '../task-form';
import { RecipePreview } from './recipe-preview';

/**
 * /original (platform.md §2): the earlier landing design, with its own content. A split hero (the
 * task form beside a recipe's five parts) instead of the centred one of `/`, the five recipe
 * domains (linked to /solutions), how it works, and a call to action. The task form is the
 * landing's: a task goes to /chat as its initial query.
 */
export function OriginalPage() {
  const { c } = usePageCopy();
  const o = c.original;
  usePageMeta({ title: o.metaTitle, description: o.metaDescription });

  return (
    <>
      <section aria-labelledby="original-title" className="border-b border-border bg-surface/60">
        <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div>
            <p className="font-mono text-xs font-semibold tracking-widest text-primary uppercase">{o.hero.eyebrow}</p>
            <h1
              id="original-title"
              className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              {o.hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-muted-foreground text-pretty sm:text-lg">
              {o.hero.subtitle}
            </p>
            <div className="mt-8 max-w-xl">
              <TaskForm />
            </div>
          </div>
          <RecipePreview />
        </Container>
      </section>

      <Claims />

      <section aria-labelledby="original-domains" className="py-20">
        <Container>
          <p className="font-mono text-xs font-semibold tracking-widest text-primary uppercase">{o.domains.eyebrow}</p>
          <h2 id="original-domains" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {o.domains.title}
          </h2>
          <ul className="mt-10 grid gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-5">
            {c.solutions.domains.map((domain) => {
              const Icon = domainIcon(domain.id);
              return (
                <li key={domain.id} className="bg-surface">
                  <Link
                    to={`/solutions#${domain.id}`}
                    className="flex h-full flex-col gap-3 p-5 transition-colors hover:bg-accent/60"
                  >
                    <Icon aria-hidden="true" className="size-6 text-primary" />
                    <span className="font-semibold text-foreground">{domain.name}</span>
                    <span className="text-sm leading-relaxed text-muted-foreground">{domain.summary}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to="/solutions" className={buttonClasses('secondary', 'md', 'mt-6')}>
            {o.domains.seeAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Container>
      </section>

      <section aria-labelledby="original-how" className="border-y border-border bg-surface/60 py-20">
        <Container>
          <p className="font-mono text-xs font-semibold tracking-widest text-primary uppercase">{o.how.eyebrow}</p>
          <h2 id="original-how" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {o.how.title}
          </h2>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {o.how.steps.map((step, i) => (
              <li key={step.title} className="border-l-2 border-primary pl-4">
                <span className="font-mono text-sm text-muted-foreground">{String(i + 1).padStart(2, '0')}</span>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="original-cta" className="py-20">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="original-cta" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {o.cta.title}
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground">{o.cta.body}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => openAuthPrompt('signup')}>{o.cta.start}</Button>
            <Link to="/solutions" className={buttonClasses('secondary')}>
              {o.cta.solutions}
            </Link>
            <Link to="/" className={buttonClasses('ghost')}>
              {o.cta.current}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
