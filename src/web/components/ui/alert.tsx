import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'danger' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: LucideIcon; iconClass: string }> = {
  danger: {
    box: 'border-danger/30 bg-danger-muted text-foreground',
    icon: CircleAlert,
    iconClass: 'text-danger',
  },
  success: {
    box: 'border-success/30 bg-success-muted text-foreground',
    icon: CircleCheck,
    iconClass: 'text-success',
  },
  info: { box: 'border-border bg-muted/60 text-foreground', icon: Info, iconClass: 'text-muted-foreground' },
};

interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A message box. Danger alerts are announced at once (role alert), others politely (status).
 */
export function Alert({ tone = 'info', title, children, className, id }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
      <div className="min-w-0 flex-1 space-y-1 leading-relaxed">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'text-foreground/85')}>{children}</div>}
      </div>
    </div>
  );
}
