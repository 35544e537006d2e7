import { buttonClasses } from '@web/components/ui/button';
import { Link } from 'react-router';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { Claims } from './landing-page';
import { Container, PageIntro } from './layout-parts';

/** /about: static (platform.md §2). */
export function AboutPage() {
  const { c } = usePageCopy();
  const a = c.about;
  usePageMeta({ title: a.metaTitle, description: a.metaDescription });
  return (
    <>
      <PageIntro title={a.title} subtitle={a.lead} />
      <Container className="py-16">
        <div className="mx-auto grid max-w-3xl gap-10">
          {a.sections.map((s) => (
            <section key={s.title} aria-labelledby={`about-${s.title}`}>
              <h2 id={`about-${s.title}`} className="text-xl font-semibold tracking-tight">
                {s.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{s.body}</p>
            </section>
          ))}
        </div>
      </Container>
      <Claims />
      <Container className="py-16">
        <h2 className="text-center text-2xl font-semibold tracking-tight">{a.valuesTitle}</h2>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {a.values.map((v) => (
            <li key={v.title} className="rounded-2xl border border-border bg-surface p-6">
              <h3 className="font-semibold">{v.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{v.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/contact" className={buttonClasses('primary')}>
            {a.contact}
          </Link>
        </div>
      </Container>
    </>
  );
}
