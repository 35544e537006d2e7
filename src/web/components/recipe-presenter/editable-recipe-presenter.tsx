import type { SectionType } from '@shared/recipe/parse-recipe';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ChevronDown, FileJson, Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { saveRecipeExport } from './export-menu';
import { PinButton } from './pin-button';
import { type RecipeExport, recipeExportData, recipeMarkdown } from './recipe-export';
import { useLocalReadingState } from './use-reading-state';

/** platform.md §2 Editable presenter: goal, principles, operations, steps and plain content open by default. */
const OPEN_BY_DEFAULT: ReadonlySet<SectionType> = new Set([
  'goal',
  'principles',
  'operations',
  'steps',
  'default',
]);

const isCode = (item: string) => item.startsWith('```');
const fromContent = (content: string) => recipeExportData(parseRecipe(content));

/**
 * The editable presenter (platform.md §2): the recipe's sections as cards that expand and collapse,
 * each item an input edited in place (a code block a text area), items added and removed; every
 * change gives the recipe back as Markdown through `onChange`. A pin toggle (kept here: nothing
 * is saved) and a JSON export. The edits are held here and only written out, so an item cleared
 * to be retyped stays in place instead of vanishing in a Markdown round trip; a new `content`
 * from outside (a sample loaded, the text cleared) starts the editor again from it.
 */
export function EditableRecipePresenter({
  content,
  onChange,
  exportName,
}: {
  content: string;
  onChange: (markdown: string) => void;
  exportName?: string;
}) {
  const t = useT('recipe-presenter');
  const idBase = useId();
  const [data, setData] = useState<RecipeExport>(() => fromContent(content));
  const [source, setSource] = useState(content);
  const emitted = useRef<string | null>(null);
  const [toggled, setToggled] = useState<ReadonlySet<number>>(() => new Set());
  const { pinned, togglePin } = useLocalReadingState();

  if (content !== source) {
    setSource(content);
    if (content !== emitted.current) {
      setData(fromContent(content));
      setToggled(new Set());
    }
  }

  const update = (next: RecipeExport) => {
    setData(next);
    const markdown = recipeMarkdown(next);
    emitted.current = markdown;
    onChange(markdown);
  };
  const setItems = (s: number, items: string[]) =>
    update({
      ...data,
      sections: data.sections.map((section, i) => (i === s ? { ...section, items } : section)),
    });

  if (!content.trim())
    return (
      <p data-testid="recipe-empty" className="text-sm text-muted-foreground italic">
        {t('recipe.empty')}
      </p>
    );

  return (
    <section
      aria-label={t('editor.label')}
      data-testid="editable-recipe-presenter"
      className="min-w-0 space-y-3 break-words"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <Label htmlFor={`${idBase}-title`}>{t('editor.title')}</Label>
          <Input
            id={`${idBase}-title`}
            value={data.title}
            onChange={(event) => update({ ...data, title: event.target.value })}
            className="mt-1"
          />
        </div>
        <PinButton pinned={pinned} onToggle={togglePin} />
        <Button variant="secondary" size="sm" onClick={() => saveRecipeExport(data, 'json', exportName)}>
          <FileJson aria-hidden="true" />
          {t('presenter.exportJson')}
        </Button>
      </div>
      {data.sections.map((section, s) => {
        const open = OPEN_BY_DEFAULT.has(section.type) !== toggled.has(s);
        const bodyId = `${idBase}-section-${s}`;
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional; none is added or moved here
            key={s}
            data-testid="recipe-section"
            data-type={section.type}
            className="rounded-xl border border-border bg-surface shadow-xs"
          >
            <h4 className="m-0">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                aria-label={t(open ? 'recipe.collapse' : 'recipe.expand', { title: section.title })}
                onClick={() =>
                  setToggled((prev) => {
                    const next = new Set(prev);
                    if (next.has(s)) next.delete(s);
                    else next.add(s);
                    return next;
                  })
                }
                className="flex w-full items-center gap-3 rounded-xl px-3.5 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-foreground">
                    {section.title}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {t('recipe.items', { count: section.items.length })}
                  </span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-4 shrink-0 text-muted-foreground transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </h4>
            {open && (
              <div id={bodyId} className="space-y-2 border-t border-border px-3.5 py-3">
                {section.items.map((item, i) => {
                  const label = t('editor.item', { item: i + 1, section: section.title });
                  const change = (value: string) =>
                    setItems(
                      s,
                      section.items.map((x, j) => (j === i ? value : x)),
                    );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: items are positional within a section
                    <div key={i} className="flex items-start gap-2">
                      {isCode(item) ? (
                        <textarea
                          aria-label={label}
                          value={item}
                          rows={Math.min(12, item.split('\n').length)}
                          onChange={(event) => change(event.target.value)}
                          className="min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 py-2 font-mono text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                        />
                      ) : (
                        <Input
                          aria-label={label}
                          value={item}
                          // One line per item: a line break would end the list item in the Markdown.
                          onChange={(event) => change(event.target.value.replace(/[\r\n]+/g, ' '))}
                          className="min-w-0 flex-1"
                        />
                      )}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('editor.removeItem', { item: i + 1, section: section.title })}
                        onClick={() =>
                          setItems(
                            s,
                            section.items.filter((_, j) => j !== i),
                          )
                        }
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  );
                })}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('editor.addItemTo', { section: section.title })}
                  onClick={() => setItems(s, [...section.items, ''])}
                >
                  <Plus aria-hidden="true" />
                  {t('editor.addItem')}
                </Button>
              </div>
            )}
          </section>
        );
      })}
    </section>
  );
}
