import { cn } from '@web/lib/cn';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the field in red and linked with aria-describedby; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/** Label, input, hint and error wired together for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  labelAside,
  className,
  inputClassName,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClassName}
        {...inputProps}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A field's hint, or its error in its place, with the ids `${id}-hint` and `${id}-error` the
 * input's aria-describedby names. For fields built without FormField (a secret's input).
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
