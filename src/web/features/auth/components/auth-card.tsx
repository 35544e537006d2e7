import { BrandMark } from '@web/components/ui/brand-mark';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { type ReactNode, useEffect, useRef } from 'react';

interface AuthCardProps {
  heading: ReactNode;
  subheading?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Move focus to the heading on mount (a new view of the same page, e.g. after submitting). */
  focusHeading?: boolean;
}

/** The frame of every auth screen: a calm centred card with the brand, heading and content. */
export function AuthCard({ heading, subheading, icon, children, footer, focusHeading }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="flex min-h-full items-start justify-center px-4 py-8 sm:items-center sm:px-6 sm:py-12">
      <div className="w-full max-w-[420px]">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            {icon ?? <BrandMark className="size-10 rounded-xl" />}
            <h1
              ref={headingRef}
              tabIndex={-1}
              className={cn('mt-4 text-2xl font-semibold tracking-tight text-foreground outline-none')}
            >
              {heading}
            </h1>
            {subheading && <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{subheading}</p>}
          </div>
          {children}
        </Card>
        {footer && <div className="mt-5 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </div>
  );
}

/** A round icon badge for result views (sent, verified, invalid link…). */
export function AuthIcon({
  children,
  tone = 'accent',
}: {
  children: ReactNode;
  tone?: 'accent' | 'success' | 'danger';
}) {
  const tones = {
    accent: 'bg-accent text-accent-foreground',
    success: 'bg-success-muted text-success',
    danger: 'bg-danger-muted text-danger',
  };
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export const authLinkClasses =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
