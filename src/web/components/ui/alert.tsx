import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { IconButton } from './icon-button';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: LucideIcon; iconClass: string }> = {
  info: { box: 'border-border bg-muted/60 text-foreground', icon: Info, iconClass: 'text-muted-foreground' },
  success: {
    box: 'border-success/30 bg-success-muted text-foreground',
    icon: CircleCheck,
    iconClass: 'text-success',
  },
  warning: {
    box: 'border-warning/40 bg-warning-muted text-foreground',
    icon: TriangleAlert,
    iconClass: 'text-warning',
  },
  danger: {
    box: 'border-danger/30 bg-danger-muted text-foreground',
    icon: CircleAlert,
    iconClass: 'text-danger',
  },
};

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Another icon than the tone's (the chat's lost connection shows a cut-off signal). */
  icon?: LucideIcon;
  /** Buttons beside the message (Refresh, Sign Up, dismiss): they wrap under it on narrow screens. */
  actions?: ReactNode;
  /** A close button at the end, with its accessible name. */
  dismiss?: { label: string; onDismiss: () => void };
}

/**
 * A message box. Danger alerts are announced at once (role alert), others politely (status);
 * `role` overrides that for a standing notice that is no news (role note).
 */
export function Alert({
  tone = 'info',
  title,
  icon,
  actions,
  dismiss,
  children,
  className,
  role,
  ...props
}: AlertProps) {
  const { box, icon: toneIcon, iconClass } = tones[tone];
  const Icon = icon ?? toneIcon;
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cn(
        'flex gap-x-3 gap-y-2 rounded-lg border px-3.5 py-3 text-sm',
        actions && 'flex-wrap items-center',
        box,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', !actions && 'mt-0.5', iconClass)} />
      <div className={cn('min-w-0 flex-1 space-y-1 leading-relaxed', actions && 'basis-52')}>
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'text-foreground/85')}>{children}</div>}
      </div>
      {(actions || dismiss) && (
        <div className={cn('flex items-center gap-1', !actions && '-my-1 self-start')}>
          {actions && <div className="flex gap-2">{actions}</div>}
          {dismiss && (
            <IconButton label={dismiss.label} size="sm" onClick={dismiss.onDismiss}>
              <X aria-hidden="true" />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
