import { TAG_MAX_CHARS } from '@shared/contracts/recipes';
import { Label } from '@web/components/ui/label';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { addTag } from '../../lib/tags';
import { RemovableTagChip } from '../shared/tag-chip';

interface TagsFieldProps {
  label: string;
  hint: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/**
 * The edit page's tags (platform.md §5): Enter, comma or leaving the box adds the typed tag,
 * trimmed; blanks are dropped and duplicates not added; Backspace on an empty box removes the last.
 */
export function TagsField({ label, hint, tags, onChange, error }: TagsFieldProps) {
  const t = useT('recipes');
  const [input, setInput] = useState('');
  const id = useId();

  const commit = () => {
    const next = addTag(tags, input);
    if (next) onChange(next);
    setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !input && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-border bg-surface px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40">
        <ul className="contents" aria-label={label}>
          {tags.map((tag) => (
            <li key={tag}>
              <RemovableTagChip label={tag} onRemove={() => onChange(tags.filter((x) => x !== tag))} />
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={input}
          maxLength={TAG_MAX_CHARS}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          aria-describedby={`${id}-hint`}
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-[15px] text-foreground outline-none placeholder:text-muted-foreground/70 sm:text-sm"
          placeholder={t('detail.tagPlaceholder')}
        />
      </div>
      <p
        id={`${id}-hint`}
        className={error ? 'text-xs font-medium text-danger' : 'text-xs text-muted-foreground'}
      >
        {error ?? hint}
      </p>
    </div>
  );
}
