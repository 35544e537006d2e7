import type { PresenterMode, PresenterStyle, ReadingSubject } from '@shared/contracts/presenter';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { BookOpenText } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { useSectionStates } from './use-section-states';
import { RecipeSectionCard } from './recipe-section-card';
import { VirtualSections } from './virtual-sections';

/** platform.md §9: virtualised past 20 sections or 50,000 characters; first 3 expanded. */
export const VIRTUAL_SECTION_THRESHOLD = 20;
export const VIRTUAL_CHAR_THRESHOLD = 50_000;
export const EXPANDED_BY_DEFAULT = 3;

export interface RecipePresenterProps {
  content: string;
  streaming: boolean;
  unfinished?: boolean;
  /** How many leading sections start open (the marketplace's detail page opens two). */
  expandedByDefault?: number;
  /** What the ticks and the pin belong to, kept on the server for a signed-in reader; pin only for 'recipe'. */
  subject?: ReadingSubject;
  /** 'auto': over 20 sections or 50,000 characters on a device of more than 4 cores. */
  virtualize?: 'auto' | 'always' | 'never';
  /** A fixed style (demos); otherwise the reader's remembered choice. */
  style?: PresenterStyle;
  /** A fixed display mode (demos); otherwise the reader's remembered choice. */
  mode?: PresenterMode;
  /** The view switcher, stats, pin and export (default true). */
  toolbar?: boolean;
  /** File name base for exports; defaults to the recipe's title. */
  exportName?: string;
}

/**
 * The recipe presenter (platform.md §2): title in upper case, then collapsible section cards with
 * item counts and Pending / 'Writing...' / Complete states, and Incomplete for the section a reply
 * that ended `unfinished` (interrupted, stopped, failed) was cut off in. The text is parsed once
 * per render, and a stream renders it at most once per streaming buffer. (A deferred copy of the
 * text made every update render and paint twice, bench/render.)
 */
export function RecipePresenter({
  content,
  streaming,
  unfinished = false,
  expandedByDefault = EXPANDED_BY_DEFAULT,
}: RecipePresenterProps) {
  const t = useT('recipe-presenter');
  const recipe = useMemo(() => parseRecipe(content), [content]);
  const { sections } = recipe;
  const states = useSectionStates(sections.length, streaming, unfinished);
  // Toggled sections differ from their default (the first `expandedByDefault` open).
  const [toggled, setToggled] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback(
    (index: number) =>
      setToggled((prev) => {
        const next = new Set(prev);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    [],
  );
  const isOpen = useCallback(
    (i: number) => i < expandedByDefault !== toggled.has(i),
    [toggled, expandedByDefault],
  );

  if (!recipe.title && sections.length === 0) {
    if (streaming) return null;
    return (
      <p data-testid="recipe-empty" className="text-sm text-muted-foreground italic">
        {t('recipe.empty')}
      </p>
    );
  }

  const virtual = sections.length > VIRTUAL_SECTION_THRESHOLD || content.length > VIRTUAL_CHAR_THRESHOLD;
  const renderSection = (i: number) => (
    <RecipeSectionCard
      section={sections[i]!}
      index={i}
      state={states[i] ?? 'pending'}
      open={isOpen(i)}
      onToggle={onToggle}
    />
  );

  return (
    <div data-testid="recipe-presenter" className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <BookOpenText aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
            {t('recipe.label')} · {t('recipe.sections', { count: sections.length })}
          </p>
          {recipe.title && (
            <h3
              data-testid="recipe-title"
              className="text-base font-bold tracking-wide break-words text-foreground"
            >
              {recipe.title.toUpperCase()}
            </h3>
          )}
        </div>
      </div>
      {virtual ? (
        <VirtualSections
          sections={sections}
          isOpen={isOpen}
          renderSection={renderSection}
          streaming={streaming}
        />
      ) : (
        <div className="space-y-3">
          {sections.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections only grow at the end while streaming
            <div key={i}>{renderSection(i)}</div>
          ))}
        </div>
      )}
    </div>
  );
}
