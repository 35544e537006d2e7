import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { FormEvent } from 'react';
import type { z } from 'zod';

/**
 * Turns a schema's message (the contracts word them in English) into this page's language; the
 * field's path and the zod issue code (`type`: too_small, invalid_format...) say which rule failed.
 */
export type Wording = (message: string, issue: { field: string; type: string }) => string;

function reword<T extends FieldValues>(errors: FieldErrors<T>, wording: Wording, path = ''): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; type?: unknown };
    const field = path ? `${path}.${key}` : key;
    out[key] =
      typeof error.type === 'string' && typeof error.message === 'string'
        ? { ...error, message: wording(error.message, { field, type: error.type }) }
        : reword(value as FieldErrors<T>, wording, field);
  }
  return out as FieldErrors<T>;
}

type SchemaOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> & {
  wording?: Wording;
};

/**
 * react-hook-form validated by a zod schema, normally the one in src/shared/contracts the server
 * checks the same body with, so the browser and the server cannot disagree on what is valid.
 * Errors are worded by the web: `wording` maps the schema's messages to the translated ones.
 * Validation runs on submit; a form that wants an error gone while the user types clears it
 * itself (clearErrors), as the screens did before. Focus stays where it is unless a form asks for
 * the first invalid field (shouldFocusError), again as before.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { wording, ...options }: SchemaOptions<z.input<Schema>, z.output<Schema>> = {},
) {
  const validate = zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const resolver: typeof validate = wording
    ? async (values, context, resolverOptions) => {
        const result = await validate(values, context, resolverOptions);
        return { ...result, errors: reword(result.errors, wording) } as typeof result;
      }
    : validate;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
    resolver,
  });
}

/**
 * The onSubmit of a form whose submit button stays disabled until `ready` (fields filled, not
 * busy): Enter in a field then does nothing either, as the disabled button would.
 */
export function submitWhen(ready: boolean, submit: (event: FormEvent) => Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (ready) void submit(event);
  };
}
