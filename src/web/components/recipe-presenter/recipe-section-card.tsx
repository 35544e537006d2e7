import type { ParsedSection } from '@shared/recipe/parse-recipe';
import { sectionItemCount, sectionPieces } from '@shared/recipe/section-items';
import { cn } from '@web/lib/cn';
import {
  CheckCircle2,
  ChevronDown,
  CircleAlert,
  CircleDashed,
  PenLine,
  Cog,
  FileText,
  ListOrdered,
  type LucideIcon,
  NotebookPen,
  Scale,
  SlidersHorizontal,
  Target,
} from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { type Translate, useT } from '@web/lib/i18n';
import type { SectionState } from './use-section-states';
import type { PresenterStyle } from '@shared/contracts/presenter';
import { STYLE_CLASSES } from './presenter-styles';
import { CodeBlock } from '@web/components/markdown/code-block';
import { InlineMarkdown } from '@web/components/markdown/streaming-markdown';

const ICONS: Record<ParsedSection['type'], LucideIcon> = {
  goal: Target,
  principles: Scale,
  operations: Cog,
  steps: ListOrdered,
  parameters: SlidersHorizontal,
  results: CheckCircle2,
  notes: NotebookPen,
  default: FileText,
};

const TONES: Record<ParsedSection['type'], string> = {
  goal: 'text-primary bg-accent',
  principles: 'text-violet-700 bg-violet-100 dark:text-violet-300 dark:bg-violet-950/60',
  operations: 'text-sky-700 bg-sky-100 dark:text-sky-300 dark:bg-sky-950/60',
  steps: 'text-emerald-700 bg-emerald-100 dark:text-emerald-300 dark:bg-emerald-950/60',
  parameters: 'text-muted-foreground bg-muted',
  results: 'text-muted-foreground bg-muted',
  notes: 'text-muted-foreground bg-muted',
  default: 'text-muted-foreground bg-muted',
};

const STATE_ICONS: Record<SectionState, LucideIcon> = {
  complete: CheckCircle2,
  writing: PenLine,
  pending: CircleDashed,
  incomplete: CircleAlert,
};

function StateChip({ state, t }: { state: SectionState; t: Translate<'recipe-presenter'> }) {
  // No spinner: the chip's colour and pen say 'writing'. An endless animation costs the main
  // thread a style pass on every frame of a long stream wherever it is not composited (bench/render).
  const Icon = STATE_ICONS[state];
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium',
        state === 'complete' && 'text-success',
        state === 'writing' && 'bg-accent text-accent-foreground',
        state === 'pending' && 'text-muted-foreground',
        state === 'incomplete' && 'text-danger',
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {t(`recipe.${state}`)}
    </span>
  );
}

/** No ticks in a section: one shared empty set, so memoised cards compare equal. */
export const NO_TICKS: ReadonlySet<number> = new Set();

interface SectionCardProps {
  section: ParsedSection;
  index: number;
  state: SectionState;
  open: boolean;
  /** Absent: the section is always open and its header is no button (story, masonry). */
  onToggle?: (index: number) => void;
  look?: PresenterStyle;
  /** Items of this section ticked complete (their index in sectionPieces). */
  ticked?: ReadonlySet<number>;
  /** Absent: no checkboxes. */
  onTick?: (section: number, item: number) => void;
  /** While the saved ticks load the boxes wait (shown unticked, no layout jump). */
  ticksDisabled?: boolean;
  /** Unique per presenter: the ids tying each checkbox to its item's text. */
  idBase: string;
  /** Extra classes of the items' box (masonry caps its height). */
  bodyClassName?: string;
}

interface BodyProps {
  section: ParsedSection;
  index: number;
  ticked: ReadonlySet<number>;
  onTick?: (section: number, item: number) => void;
  ticksDisabled: boolean;
  idBase: string;
}

function TickBox({
  textId,
  checked,
  disabled,
  onChange,
}: {
  textId: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      aria-labelledby={textId}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-default"
    />
  );
}

function Body({ section, index, ticked, onTick, ticksDisabled, idBase }: BodyProps): ReactNode {
  const pieces = sectionPieces(section.content);
  const itemText = (i: number, text: string) => {
    const done = ticked.has(i);
    const textId = `${idBase}-item-${index}-${i}`;
    const words = (
      <span
        id={textId}
        data-ticked={onTick ? done : undefined}
        className={cn('min-w-0 [overflow-wrap:anywhere]', done && 'text-muted-foreground line-through')}
      >
        <InlineMarkdown text={text} />
      </span>
    );
    if (!onTick) return words;
    return (
      <span className="flex items-start gap-2">
        <TickBox textId={textId} checked={done} disabled={ticksDisabled} onChange={() => onTick(index, i)} />
        {words}
      </span>
    );
  };
  if (pieces.length === 1 && pieces[0]?.kind === 'item' && section.type !== 'steps')
    return <p className="leading-relaxed">{itemText(0, pieces[0].text)}</p>;
  const List = section.type === 'steps' ? 'ol' : 'ul';
  // With checkboxes a bullet would be a second marker: the box is the bullet.
  const bullets =
    section.type === 'steps' ? 'list-decimal pl-5' : onTick ? 'list-none pl-0' : 'list-disc pl-5';
  return (
    <List className={cn('space-y-1.5 leading-relaxed', bullets)}>
      {pieces.map((piece, i) =>
        piece.kind === 'code' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positional within a section
          <CodeBlock key={i} code={piece.code} lang={piece.lang} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positional within a section
          <li key={i} className="pl-1 marker:text-muted-foreground">
            {itemText(i, piece.text)}
          </li>
        ),
      )}
    </List>
  );
}

export const itemCount = (section: ParsedSection) => sectionItemCount(section.content);

function Leading({ section, look }: { section: ParsedSection; look: PresenterStyle }) {
  if (look === 'minimal') return null;
  // The console's prompt glyph instead of an icon.
  if (look === 'terminal')
    return (
      <span aria-hidden="true" className="shrink-0 font-bold text-emerald-400">
        ❯
      </span>
    );
  const Icon = ICONS[section.type];
  return (
    <span
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-lg',
        look === 'card' ? TONES[section.type] : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a === b || (a.size === b.size && [...a].every((x) => b.has(x)));

/** One section: icon, title, item count, state; the items (with their tick boxes) below. */
export const RecipeSectionCard = memo(
  function RecipeSectionCard({
    section,
    index,
    state,
    open,
    onToggle,
    look = 'card',
    ticked = NO_TICKS,
    onTick,
    ticksDisabled = false,
    idBase,
    bodyClassName,
  }: SectionCardProps) {
    const t = useT('recipe-presenter');
    const classes = STYLE_CLASSES[look];
    const bodyId = `${idBase}-section-${index}`;
    const count = itemCount(section);
    const summary = (
      <>
        <Leading section={section} look={look} />
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate', classes.title)}>{section.title}</span>
          <span className="block text-xs text-muted-foreground">{t('recipe.items', { count })}</span>
        </span>
        <StateChip state={state} t={t} />
      </>
    );
    const pad = look === 'minimal' ? 'px-0 py-2' : 'px-3.5 py-3';
    return (
      <section
        data-testid="recipe-section"
        data-type={section.type}
        // Contained: a growing card lays out and paints alone, not the whole reply around it.
        className={cn('[contain:content]', classes.section)}
      >
        <h4 className="m-0">
          {onToggle ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t(open ? 'recipe.collapse' : 'recipe.expand', { title: section.title })}
              onClick={() => onToggle(index)}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                pad,
              )}
            >
              {summary}
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0 text-muted-foreground transition-transform',
                  open && 'rotate-180',
                )}
              />
            </button>
          ) : (
            <span className={cn('flex w-full items-center gap-3', pad)}>{summary}</span>
          )}
        </h4>
        {open && (
          <div
            id={bodyId}
            className={cn(
              look === 'minimal' ? 'pb-3' : 'px-4 py-3',
              'break-words',
              classes.divider,
              classes.body,
              bodyClassName,
            )}
          >
            <Body
              section={section}
              index={index}
              ticked={ticked}
              onTick={onTick}
              ticksDisabled={ticksDisabled}
              idBase={idBase}
            />
          </div>
        )}
      </section>
    );
  },
  (a, b) =>
    a.state === b.state &&
    a.open === b.open &&
    a.index === b.index &&
    a.onToggle === b.onToggle &&
    a.look === b.look &&
    a.onTick === b.onTick &&
    a.ticksDisabled === b.ticksDisabled &&
    a.idBase === b.idBase &&
    a.bodyClassName === b.bodyClassName &&
    sameSet(a.ticked ?? NO_TICKS, b.ticked ?? NO_TICKS) &&
    // The presenter keeps an unchanged section's object from one parse to the next.
    (a.section === b.section ||
      (a.section.title === b.section.title &&
        a.section.type === b.section.type &&
        a.section.content.length === b.section.content.length &&
        a.section.content.every((line, i) => line === b.section.content[i]))),
);
