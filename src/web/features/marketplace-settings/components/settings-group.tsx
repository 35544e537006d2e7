import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

export type HeadingLevel = 2 | 3;

/**
 * One group of the marketplace settings: a region named by its heading. In the settings page the
 * groups are h3, like the other sections' blocks; on /marketplace/settings, under its h1, h2.
 */
export function SettingsGroup({
  title,
  description,
  level,
  aside,
  className,
  children,
}: {
  title: string;
  description?: string;
  level: HeadingLevel;
  /** Beside the heading (a progress count, a link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-xl border border-border bg-background/40 p-4 sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <Heading id={id} className="text-[15px] font-semibold text-foreground">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
