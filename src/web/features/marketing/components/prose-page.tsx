import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { Container, PageIntro } from './layout-parts';

/** A long-form section: paragraphs, an optional list, an optional code sample, subsections. */
export interface ProseSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  code?: string;
  subsections?: readonly { title: string; paragraphs: readonly string[]; list?: readonly string[]; code?: string }[];
}

function Code({ children }: { children: string }) {
  return (
    <pre className="mt-4 rounded-xl border border-border bg-muted p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
      <code>{children}</code>
    </pre>
  );
}

function Block({
  paragraphs,
  list,
  code,
}: {
  paragraphs: readonly string[];
  list?: readonly string[];
  code?: string;
}) {
  return (
    <>
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-muted-foreground">
          {p}
        </p>
      ))}
      {list && (
        <ul className="mt-4 space-y-2 pl-5 text-muted-foreground marker:text-primary [list-style:disc]">
          {list.map((item) => (
            <li key={item} className="pl-1 leading-relaxed">
              {item}
            </li>
          ))}
        </ul>
      )}
      {code && <Code>{code}</Code>}
    </>
  );
}

/** Long-form pages (documentation, terms, privacy): sections with anchors and a table of contents. */
export function ProsePage({
  title,
  subtitle,
  tocLabel,
  sections,
  children,
}: {
  title: string;
  subtitle?: string;
  tocLabel: string;
  sections: readonly ProseSection[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro title={title} subtitle={subtitle}>
        {children}
      </PageIntro>
      <Container className="grid gap-10 py-12 lg:grid-cols-[220px_1fr] lg:py-16">
        <nav aria-label={tocLabel} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{tocLabel}</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-md border border-border px-2.5 py-1 text-sm text-muted-foreground hover:text-foreground lg:border-0 lg:px-2"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className={cn('scroll-mt-24', i > 0 && 'mt-14')}
            >
              <h2 id={`${s.id}-title`} className="text-2xl font-semibold tracking-tight">
                {s.title}
              </h2>
              <Block paragraphs={s.paragraphs} list={s.list} code={s.code} />
              {s.subsections?.map((sub) => (
                <div key={sub.title} className="mt-8">
                  <h3 className="text-lg font-semibold">{sub.title}</h3>
                  <Block paragraphs={sub.paragraphs} list={sub.list} code={sub.code} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
