import { FieldMessages } from '@web/components/ui/form-field';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface SecretFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The secret in clear (the eye button) rather than as dots. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  /** The eye button's name; its pressed state says whether the secret shows. */
  toggleLabel: string;
}

/**
 * A secret's input (an API key) with a button that shows it, so a pasted key can be checked
 * before it is sent. Label, hint and error are tied to the input as FormField ties them.
 */
export function SecretField({
  label,
  hint,
  error,
  shown,
  onShownChange,
  toggleLabel,
  disabled,
  ...inputProps
}: SecretFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(inputClasses, 'pr-11 font-mono')}
          {...inputProps}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={shown}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onShownChange(!shown)}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
