import { RECIPE_COMPLEXITIES, RECIPE_TYPES, type Recipe } from '@shared/contracts/recipes';
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
import { type FormEvent, useId, useState } from 'react';
import { useGenerateRecipe } from '../../hooks/use-generate-recipe';
import { useRecipesT } from '../../hooks/use-recipes-t';

type RecipeType = (typeof RECIPE_TYPES)[number];
type RecipeComplexity = (typeof RECIPE_COMPLEXITIES)[number];

/** 'a, b ,, c' -> ['a', 'b', 'c']; the server trims, drops blanks and duplicates again. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

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
  const t = useRecipesT();
  const id = useId();
  const generate = useGenerateRecipe();
  const [prompt, setPrompt] = useState('');
  const [type, setType] = useState<RecipeType>('algorithm');
  const [complexity, setComplexity] = useState<RecipeComplexity>('intermediate');
  const [tags, setTags] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const blank = prompt.trim() === '';
  const pending = generate.isPending;
  const promptError = touched && blank ? t('manager.generate.promptRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || pending) return;
    setProblem(null);
    generate.mutate(
      { prompt: prompt.trim(), type, complexity, tags: splitTags(tags), isPrivate },
      {
        onSuccess: (recipe) => {
          setPrompt('');
          setTags('');
          setTouched(false);
          onGenerated(recipe);
        },
        onError: (caught) => setProblem(refusalMessage(caught) ?? t('manager.generate.failed')),
      },
    );
  };

  const selectClass = cn(inputClasses, 'appearance-auto pr-8');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-foreground">{t('manager.generate.title')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('manager.generate.description')}</p>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4" aria-busy={pending}>
        {problem && <Alert tone="danger">{problem}</Alert>}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-prompt`}>{t('manager.generate.prompt')}</Label>
          <textarea
            id={`${id}-prompt`}
            value={prompt}
            rows={4}
            maxLength={5_000}
            required
            disabled={pending}
            placeholder={t('manager.generate.promptPlaceholder')}
            aria-invalid={promptError ? true : undefined}
            aria-describedby={promptError ? `${id}-prompt-error` : undefined}
            onChange={(e) => {
              setPrompt(e.target.value);
              setProblem(null);
            }}
            onBlur={() => setTouched(true)}
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
            <select
              id={`${id}-type`}
              value={type}
              disabled={pending}
              onChange={(e) => setType(e.target.value as RecipeType)}
              className={selectClass}
            >
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
              value={complexity}
              disabled={pending}
              onChange={(e) => setComplexity(e.target.value as RecipeComplexity)}
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
            value={tags}
            disabled={pending}
            onChange={(e) => setTags(e.target.value)}
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
            onCheckedChange={setIsPrivate}
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
