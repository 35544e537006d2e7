import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/**
 * The frame every test page shares: a 'Test page' tag, the heading that says what it tests, a
 * line of explanation, and the tab title. One column that fits a 390 px screen.
 */
export function TestPageShell({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const t = useT('test-pages');
  const tc = useT();
  useDocumentTitle(`${title} · ${tc('app.name')}`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-8 sm:py-10">
      <header className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('shell.tag')}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
          <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground">{description}</p>
        </div>
      </header>
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </div>
  );
}

/** A titled block of a test page, named by its heading for screen readers. */
export function TestSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
