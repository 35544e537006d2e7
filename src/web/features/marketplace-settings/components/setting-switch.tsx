import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useId } from 'react';

/**
 * One switch with its label and a line on what it does: a screen reader says "Sales alerts,
 * switch, on, An e-mail each time…". A click on the label toggles it; Space does from the keyboard.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="block cursor-pointer leading-snug">
          {label}
        </Label>
        <p id={descriptionId} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        className="mt-0.5"
      />
    </div>
  );
}
