import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

interface SettingBlockProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'danger';
  aside?: ReactNode;
}

/** One titled group inside a settings section. */
export function SettingBlock({ title, description, children, tone = 'default', aside }: SettingBlockProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border p-4 sm:p-5',
        tone === 'danger' ? 'border-danger/40 bg-danger-muted/40' : 'border-border bg-background/40',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3
            id={id}
            className={cn('text-[15px] font-semibold', tone === 'danger' ? 'text-danger' : 'text-foreground')}
          >
            {title}
          </h3>
          {description && <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
