import { LISTING_TAGS_MAX } from '@shared/contracts/marketplace-publish';
import { TAG_MAX_CHARS } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { addTags } from '../../lib/publish-form-schema';

interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/**
 * The publish page's tags (platform.md §5): added by Enter, a comma, leaving the box or the Add
 * button; trimmed, lowercased and deduplicated; each a chip with its remove button. Backspace in
 * the empty box removes the last one.
 */
export function TagsInput({ tags, onChange, disabled }: TagsInputProps) {
  const t = useT('marketplace-publish');
  const id = useId();
  const [typed, setTyped] = useState('');
  const full = tags.length >= LISTING_TAGS_MAX;

  const commit = () => {
    const next = addTags(tags, typed);
    if (next) onChange(next);
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag instead of sending the form.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('page.fields.tags')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex min-h-10 min-w-0 flex-1 flex-wrap items-center gap-1.5 rounded-lg border border-border bg-surface px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40">
          {tags.length > 0 && (
            <ul className="contents" aria-label={t('page.fields.tagList')}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-0.5 pr-1 pl-2.5 text-xs font-medium text-foreground"
                >
                  <span className="truncate">{tag}</span>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChange(tags.filter((other) => other !== tag))}
                    aria-label={t('page.fields.removeTag', { tag })}
                    className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-primary/15 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={id}
            value={typed}
            disabled={disabled || full}
            maxLength={TAG_MAX_CHARS}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            placeholder={t('page.fields.tagsPlaceholder')}
            aria-describedby={`${id}-hint`}
            className="h-7 min-w-28 flex-1 bg-transparent px-1 text-[15px] text-foreground outline-none placeholder:text-muted-foreground/70 disabled:cursor-not-allowed sm:text-sm"
          />
        </div>
        <Button
          variant="secondary"
          disabled={disabled || full || typed.trim() === ''}
          // Keeps the typed text in the box until the click adds it (the box's blur would first).
          onMouseDown={(event) => event.preventDefault()}
          onClick={commit}
          aria-label={t('page.fields.addTagLabel')}
        >
          <Plus aria-hidden="true" />
          {t('page.fields.addTag')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('page.fields.tagsHint')}
      </p>
    </div>
  );
}
