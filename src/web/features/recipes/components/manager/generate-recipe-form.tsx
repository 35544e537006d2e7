import {
  generateRecipeSchema,
  MESSAGES,
  RECIPE_COMPLEXITIES,
  RECIPE_TYPES,
  type Recipe,
} from '@shared/contracts/recipes';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { Sparkles } from 'lucide-react';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useGenerateRecipe } from '../../hooks/use-generate-recipe';
import { useT } from '@web/lib/i18n';

/** 'a, b ,, c' -> ['a', 'b', 'c']; the server trims, drops blanks and duplicates again. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The generate endpoint's body (generateRecipeSchema), with the tags typed as one comma list and
 * sent as split; the server's tag rules (trim, dedupe, length) apply there.
 */
const generateForm = generateRecipeSchema.extend({ tags: z.string().transform(splitTags) });
const EMPTY = {
  prompt: '',
  type: 'algorithm',
  complexity: 'intermediate',
  tags: '',
  isPrivate: true,
} as const;

/** The server's reason when it refused the request (a 4xx: limit reached, bad input), else null. */
function refusalMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/**
 * The Recipe Manager's generate form (platform.md §3 "Recipe generate form", §5): the prompt is
 * required ('Please enter a recipe prompt', submit disabled while empty); type, complexity,
 * comma-separated tags, private on by default. The server generates through the chat's AI layer,
 * saves, and answers the new recipe; a failure shows the server's message or
 * 'Failed to generate recipe'.
 */
export function GenerateRecipeForm({ onGenerated }: { onGenerated: (recipe: Recipe) => void }) {
  const t = useT('recipes');
  const id = useId();
  const generate = useGenerateRecipe();
  // A blank prompt is named once the field was left (or on submit), and unnamed as soon as it is filled.
  const form = useZodForm(generateForm, {
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
    wording: (message) =>
      message === MESSAGES.promptRequired ? t('manager.generate.promptRequired') : message,
  });
  const [prompt, isPrivate] = form.watch(['prompt', 'isPrivate']);
  const [problem, setProblem] = useState<string | null>(null);

  const blank = !prompt?.trim();
  const pending = generate.isPending;
  const promptError = form.formState.errors.prompt?.message;

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    generate.mutate(body, {
      onSuccess: (recipe) => {
        // Type, complexity and privacy stay as chosen for the next one.
        form.reset({ ...form.getValues(), prompt: '', tags: '' });
        onGenerated(recipe);
      },
      onError: (caught) => setProblem(refusalMessage(caught) ?? t('manager.generate.failed')),
    });
  });

  const selectClass = cn(inputClasses, 'appearance-auto pr-8');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-foreground">{t('manager.generate.title')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('manager.generate.description')}</p>
      <form
        onSubmit={submitWhen(!pending, submit)}
        noValidate
        className="mt-5 flex flex-col gap-4"
        aria-busy={pending}
      >
        {problem && <Alert tone="danger">{problem}</Alert>}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-prompt`}>{t('manager.generate.prompt')}</Label>
          <textarea
            id={`${id}-prompt`}
            rows={4}
            maxLength={5_000}
            required
            disabled={pending}
            placeholder={t('manager.generate.promptPlaceholder')}
            aria-invalid={promptError ? true : undefined}
            aria-describedby={promptError ? `${id}-prompt-error` : undefined}
            {...form.register('prompt', { onChange: () => setProblem(null) })}
            className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
          />
          {promptError && (
            <p id={`${id}-prompt-error`} className="text-xs font-medium text-danger">
              {promptError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-type`}>{t('manager.generate.type')}</Label>
            <select id={`${id}-type`} disabled={pending} {...form.register('type')} className={selectClass}>
              {RECIPE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`manager.generate.types.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-complexity`}>{t('manager.generate.complexity')}</Label>
            <select
              id={`${id}-complexity`}
              disabled={pending}
              {...form.register('complexity')}
              className={selectClass}
            >
              {RECIPE_COMPLEXITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`manager.generate.complexities.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-tags`}>{t('manager.generate.tags')}</Label>
          <input
            id={`${id}-tags`}
            disabled={pending}
            {...form.register('tags')}
            aria-describedby={`${id}-tags-hint`}
            className={inputClasses}
          />
          <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
            {t('manager.generate.tagsHint')}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-3.5 py-3">
          <div className="min-w-0">
            <Label htmlFor={`${id}-private`}>{t('manager.generate.private')}</Label>
            <p className="text-xs text-muted-foreground">{t('manager.generate.privateHint')}</p>
          </div>
          <Switch
            id={`${id}-private`}
            checked={isPrivate}
            disabled={pending}
            onCheckedChange={(on) => form.setValue('isPrivate', on)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={blank || pending}>
            {pending ? <Spinner className="text-primary-foreground" /> : <Sparkles aria-hidden="true" />}
            {t('manager.generate.submit')}
          </Button>
          {pending && (
            <p role="status" className="text-sm text-muted-foreground">
              {t('manager.generate.generating')}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
