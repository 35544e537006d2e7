import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The frame every demo page shares: a heading that says what the page demonstrates, a short
 * explanation, then the demo. Narrow padding on a phone, a readable measure on a wide screen.
 */
export function DemoPage({
  icon: Icon,
  title,
  description,
  children,
  wide = false,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  /** Pages with a demo beside another (the terminal design) use more of a wide screen. */
  wide?: boolean;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-8 sm:py-12', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      <header className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
          <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground">{description}</p>
        </div>
      </header>
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </div>
  );
}
