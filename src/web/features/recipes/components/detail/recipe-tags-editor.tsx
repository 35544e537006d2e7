import type { Recipe } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useRecipeTags } from '../../hooks/use-recipe-tags';
import { useT } from '@web/lib/i18n';
import { RemovableTagChip } from '../shared/tag-chip';

/** Tags on the detail page: remove with ×, add with Enter or the button; each change saved at once. */
export function RecipeTagsEditor({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  const tags = useRecipeTags(recipe);
  const [input, setInput] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty or duplicate input changes nothing (platform.md §5); the box is cleared either way.
    tags.add(input);
    setInput('');
  };

  return (
    <div>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('detail.tags')}>
        {recipe.tags.map((tag) => (
          <li key={tag}>
            <RemovableTagChip label={tag} onRemove={() => tags.remove(tag)} />
          </li>
        ))}
        {recipe.tags.length === 0 && recipe.tagsStatus !== 'pending' && (
          <li className="text-sm text-muted-foreground">{t('detail.noTags')}</li>
        )}
        {recipe.tagsStatus === 'pending' && (
          <li className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
            <Spinner className="size-3.5" />
            {t('detail.tagsPending')}
          </li>
        )}
      </ul>
      <form onSubmit={submit} className="mt-3 flex max-w-sm items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('detail.tagInput')}
        </label>
        <Input
          id={inputId}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('detail.tagPlaceholder')}
          maxLength={50}
          className="h-9"
        />
        <Button type="submit" variant="secondary" size="sm" className="h-9" disabled={tags.isPending}>
          <Plus aria-hidden="true" />
          {t('detail.addTag')}
        </Button>
      </form>
    </div>
  );
}
