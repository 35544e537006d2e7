import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The group's own switch (Email notifications): its label is the group's heading, with this id. */
  headingId?: string;
  /** Ids of further text that explains it (why it is disabled). */
  describedBy?: string;
}

/**
 * One settings toggle (notifications, marketplace payouts and privacy, creator settings): a switch
 * named by its label and described by the line under it, so a screen reader says "Weekly digest,
 * switch, on, A summary of…". The whole row's text is the
 * label, so a click on the words toggles it too; Space toggles it from the keyboard.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
  headingId,
  describedBy,
}: SettingSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className={cn('min-w-0', disabled && 'opacity-60')}>
        {headingId ? (
          <h3 id={headingId} className="leading-snug">
            <Label htmlFor={id} className="cursor-pointer text-[15px] font-semibold">
              {label}
            </Label>
          </h3>
        ) : (
          <Label
            htmlFor={id}
            className={cn('block leading-snug', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
          >
            {label}
          </Label>
        )}
        <p id={descriptionId} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={[descriptionId, describedBy].filter(Boolean).join(' ')}
        className="mt-0.5"
      />
    </div>
  );
}
