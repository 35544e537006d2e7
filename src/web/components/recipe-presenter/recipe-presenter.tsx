import { QueryClientContext } from '@tanstack/react-query';
import type { PresenterMode, PresenterStyle, ReadingSubject } from '@shared/contracts/presenter';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { BookOpenText } from 'lucide-react';
import { type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MasonryView } from './masonry-view';
import { isLongRecipe, shouldVirtualize, type VirtualizeMode } from './presenter-device';
import { STYLE_CLASSES } from './presenter-styles';
import { PresenterToolbar } from './presenter-toolbar';
import { readingStats, ticksBySection } from './reading-stats';
import { NO_TICKS, RecipeSectionCard } from './recipe-section-card';
import { StoryView } from './story-view';
import { useParsedRecipe } from './use-parsed-recipe';
import { type PresenterView, useLocalPresenterView, usePresenterView } from './use-presenter-view';
import { itemKey, type ReadingControls, useLocalReadingState, useReadingState } from './use-reading-state';
import { useSectionStates } from './use-section-states';
import { VirtualSections } from './virtual-sections';

export { VIRTUAL_CHAR_THRESHOLD, VIRTUAL_SECTION_THRESHOLD } from './presenter-device';
/** platform.md §9: the first 3 sections start expanded. */
export const EXPANDED_BY_DEFAULT = 3;
/** platform.md §9: view-switch fade 150 ms (none under reduced motion or with animations off). */
export const VIEW_SWITCH_FADE = 'animate-[fade-in_150ms_ease-out] motion-reduce:animate-none';

export interface RecipePresenterProps {
  content: string;
  streaming: boolean;
  unfinished?: boolean;
  /** How many leading sections start open in cards mode (the marketplace's detail page opens two). */
  expandedByDefault?: number;
  /** What the ticks and the pin belong to, kept on the server for a signed-in reader; pin only for 'recipe'. */
  subject?: ReadingSubject;
  /** 'auto': over 20 sections or 50,000 characters on a device of more than 4 cores. */
  virtualize?: VirtualizeMode;
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
 * The recipe presenter (platform.md §2 Recipe presenter and display views): the title in upper
 * case, then the sections in one of four styles and four display modes, each item with a tick box,
 * a stats line, pin and export. Inside the app (a query client above it) the view is the reader's
 * remembered choice and a signed-in reader's ticks and pin are kept on the server; rendered alone
 * (no query client) both live on this device and in the component.
 */
export function RecipePresenter(props: RecipePresenterProps) {
  return useContext(QueryClientContext) ? (
    <ConnectedPresenter {...props} />
  ) : (
    <StandalonePresenter {...props} />
  );
}

function ConnectedPresenter(props: RecipePresenterProps) {
  const view = usePresenterView({ style: props.style, mode: props.mode });
  const reading = useReadingState(props.subject);
  return <PresenterContent {...props} view={view} reading={reading} />;
}

function StandalonePresenter(props: RecipePresenterProps) {
  const view = useLocalPresenterView({ style: props.style, mode: props.mode });
  const reading = useLocalReadingState();
  return <PresenterContent {...props} view={view} reading={reading} />;
}

/** A set of toggled indices, flipped one at a time. */
function useToggledSet() {
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
  return [toggled, onToggle] as const;
}

function PresenterContent({
  content,
  streaming,
  unfinished = false,
  expandedByDefault = EXPANDED_BY_DEFAULT,
  subject,
  virtualize = 'auto',
  style: fixedStyle,
  mode: fixedMode,
  toolbar = true,
  exportName,
  view,
  reading,
}: RecipePresenterProps & { view: PresenterView; reading: ReadingControls }) {
  const t = useT('recipe-presenter');
  const idBase = useId();
  const { recipe, parsing } = useParsedRecipe(content, streaming);
  const { sections } = recipe;
  const states = useSectionStates(sections.length, streaming, unfinished);
  const { style, mode } = view;
  const classes = STYLE_CLASSES[style];

  // Cards: toggled sections differ from their default (the first `expandedByDefault` open).
  const [toggled, onToggle] = useToggledSet();
  const isOpenInCards = useCallback(
    (i: number) => i < expandedByDefault !== toggled.has(i),
    [toggled, expandedByDefault],
  );
  // Flow: exactly one section open, the one last chosen.
  const [flowOpen, setFlowOpen] = useState(0);
  const isOpenInFlow = useCallback((i: number) => i === flowOpen, [flowOpen]);

  // The view fades in after the reader switched it, not when a reply first appears.
  const [switched, setSwitched] = useState(false);
  const setStyle = useCallback(
    (next: PresenterStyle) => {
      setSwitched(true);
      view.setStyle(next);
    },
    [view.setStyle],
  );
  const setMode = useCallback(
    (next: PresenterMode) => {
      setSwitched(true);
      view.setMode(next);
    },
    [view.setMode],
  );

  // A stable tick handler, so ticking one item re-renders only the card it is in.
  const toggleItem = useRef(reading.toggleItem);
  useEffect(() => {
    toggleItem.current = reading.toggleItem;
  });
  const onTick = useCallback(
    (section: number, item: number) => toggleItem.current(itemKey(section, item)),
    [],
  );
  const latestRecipe = useRef(recipe);
  useEffect(() => {
    latestRecipe.current = recipe;
  });
  const getRecipe = useCallback(() => latestRecipe.current, []);
  const ticks = useMemo(() => ticksBySection(reading.completed), [reading.completed]);
  const stats = useMemo(() => readingStats(sections, reading.completed), [sections, reading.completed]);

  if (!recipe.title && sections.length === 0) {
    if (parsing)
      return (
        <p data-testid="recipe-parsing" role="status" className="text-sm text-muted-foreground">
          {t('presenter.parsing')}
        </p>
      );
    if (streaming) return null;
    return (
      <p data-testid="recipe-empty" className="text-sm text-muted-foreground italic">
        {t('recipe.empty')}
      </p>
    );
  }

  const virtual =
    (mode === 'cards' || mode === 'flow') && shouldVirtualize(virtualize, sections.length, content.length);
  const isOpen = mode === 'flow' ? isOpenInFlow : isOpenInCards;
  const collapsible = mode === 'cards' || mode === 'flow';
  const renderSection = (i: number) => (
    <RecipeSectionCard
      section={sections[i]!}
      index={i}
      state={states[i] ?? 'pending'}
      open={collapsible ? isOpen(i) : true}
      onToggle={mode === 'flow' ? setFlowOpen : mode === 'cards' ? onToggle : undefined}
      look={style}
      ticked={ticks.get(i) ?? NO_TICKS}
      onTick={onTick}
      ticksDisabled={!reading.ready}
      idBase={idBase}
      bodyClassName={mode === 'masonry' ? 'max-h-64 overflow-y-auto overscroll-contain' : undefined}
    />
  );

  let body: ReactNode;
  if (mode === 'story') body = <StoryView count={sections.length} renderSection={renderSection} />;
  else if (mode === 'masonry') body = <MasonryView count={sections.length} renderSection={renderSection} />;
  else if (virtual)
    body = (
      <VirtualSections
        sections={sections}
        isOpen={isOpen}
        renderSection={renderSection}
        streaming={streaming}
      />
    );
  else
    body = (
      <div className={cn(style === 'minimal' ? 'divide-y divide-border' : 'space-y-3')}>
        {sections.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections only grow at the end while streaming
          <div key={i}>{renderSection(i)}</div>
        ))}
      </div>
    );

  return (
    <div
      data-testid="recipe-presenter"
      data-style={style}
      data-mode={mode}
      data-long={isLongRecipe(sections.length, content.length) || undefined}
      className={cn('min-w-0 space-y-3 break-words', classes.root)}
    >
      <div className="flex items-start gap-3">
        {style === 'terminal' ? (
          <span aria-hidden="true" className="mt-0.5 font-bold text-emerald-400">
            $
          </span>
        ) : style === 'minimal' ? null : (
          <span
            className={cn(
              'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
              style === 'card' ? 'bg-primary text-primary-foreground' : 'border border-current/30',
            )}
          >
            <BookOpenText aria-hidden="true" className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
            <span>
              {t('recipe.label')} · {t('recipe.sections', { count: sections.length })}
            </span>
            {streaming && (
              <span data-testid="recipe-generating" className="normal-case tracking-normal text-primary">
                {t('presenter.generating')}
              </span>
            )}
            {parsing && (
              <span role="status" data-testid="recipe-parsing" className="normal-case tracking-normal">
                {t('presenter.parsing')}
              </span>
            )}
          </p>
          {recipe.title && (
            <h3
              data-testid="recipe-title"
              className={cn('break-words [overflow-wrap:anywhere]', classes.heading)}
            >
              {recipe.title.toUpperCase()}
            </h3>
          )}
        </div>
      </div>
      {toolbar && (
        <PresenterToolbar
          stats={stats}
          style={style}
          mode={mode}
          onStyle={setStyle}
          onMode={setMode}
          styleFixed={fixedStyle !== undefined}
          modeFixed={fixedMode !== undefined}
          pin={subject?.kind === 'recipe' ? { pinned: reading.pinned, onToggle: reading.togglePin } : null}
          getRecipe={getRecipe}
          exportName={exportName}
        />
      )}
      <div key={`${style}:${mode}`} data-testid="recipe-view" className={cn(switched && VIEW_SWITCH_FADE)}>
        {body}
      </div>
    </div>
  );
}
