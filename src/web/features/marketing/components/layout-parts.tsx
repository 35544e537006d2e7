import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/** The page width every public section shares. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** Eyebrow, heading and intro of a section; `as` picks h1 for page titles. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  as: Heading = 'h2',
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary">{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          'font-semibold tracking-tight text-foreground text-balance',
          eyebrow && 'mt-2',
          Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-3 text-base leading-relaxed text-muted-foreground text-pretty">{subtitle}</p>}
    </div>
  );
}

/** The title block at the top of every public page other than the landing page. */
export function PageIntro({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-surface/60">
      <Container className="py-12 sm:py-16">
        <SectionHeading as="h1" title={title} subtitle={subtitle} />
        {children}
      </Container>
    </div>
  );
}
