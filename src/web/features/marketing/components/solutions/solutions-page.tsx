import { buttonClasses } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePageCopy } from '../../hooks/use-page-copy';
import { usePageMeta } from '../../hooks/use-page-meta';
import { Container, PageIntro } from '../layout-parts';
import { domainIcon } from './domain-icons';
import { DomainSection } from './domain-section';

/**
 * /solutions (platform.md §2, linked from the public header): the product in each of the five
 * recipe domains, each with an example recipe and a Try it that opens the chat.
 */
export function SolutionsPage() {
  const { c } = usePageCopy();
  const s = c.solutions;
  usePageMeta({ title: s.metaTitle, description: s.metaDescription });

  return (
    <>
      <PageIntro title={s.title} subtitle={s.subtitle}>
        <nav aria-label={s.jumpTo} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {s.domains.map((domain) => {
              const Icon = domainIcon(domain.id);
              return (
                <li key={domain.id}>
                  <a
                    href={`#${domain.id}`}
                    className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-foreground transition-colors hover:border-primary/50 hover:bg-accent hover:text-accent-foreground"
                  >
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {domain.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </PageIntro>
      <Container className="space-y-8 py-16">
        {s.domains.map((domain) => (
          <DomainSection key={domain.id} domain={domain} />
        ))}
      </Container>
      <section aria-labelledby="solutions-cta" className="border-t border-border bg-surface/60 py-16">
        <Container className="text-center">
          <h2 id="solutions-cta" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {s.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{s.cta.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/chat" className={buttonClasses('primary')}>
              {s.cta.chat}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/pricing" className={buttonClasses('secondary')}>
              {s.cta.pricing}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
