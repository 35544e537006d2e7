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

interface SectionCardProps {
  section: ParsedSection;
  index: number;
  state: SectionState;
  open: boolean;
  onToggle: (index: number) => void;
}

function Body({ section }: { section: ParsedSection }): ReactNode {
  const pieces = sectionPieces(section.content);
  const items = pieces.map((piece, i) =>
    piece.kind === 'code' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: items are positional within a section
      <CodeBlock key={i} code={piece.code} lang={piece.lang} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: items are positional within a section
      <li key={i} className="pl-1 marker:text-muted-foreground">
        <InlineMarkdown text={piece.text} />
      </li>
    ),
  );
  if (pieces.length === 1 && pieces[0]?.kind === 'item' && section.type !== 'steps')
    return (
      <p className="leading-relaxed">
        <InlineMarkdown text={pieces[0].text} />
      </p>
    );
  const List = section.type === 'steps' ? 'ol' : 'ul';
  return (
    <List
      className={cn(
        'space-y-1.5 pl-5 leading-relaxed',
        section.type === 'steps' ? 'list-decimal' : 'list-disc',
      )}
    >
      {items}
    </List>
  );
}

export const itemCount = (section: ParsedSection) => sectionItemCount(section.content);

/** One collapsible section card: icon, title, item count, state; the items below. */
export const RecipeSectionCard = memo(
  function RecipeSectionCard({ section, index, state, open, onToggle }: SectionCardProps) {
    const t = useT('recipe-presenter');
    const Icon = ICONS[section.type];
    const bodyId = `recipe-section-${index}-${section.type}`;
    const count = itemCount(section);
    return (
      <section
        data-testid="recipe-section"
        data-type={section.type}
        // Contained: a growing card lays out and paints alone, not the whole reply around it.
        className="rounded-xl border border-border bg-surface shadow-xs [contain:content]"
      >
        <h4 className="m-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t(open ? 'recipe.collapse' : 'recipe.expand', { title: section.title })}
            onClick={() => onToggle(index)}
            className="flex w-full items-center gap-3 rounded-xl px-3.5 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-lg',
                TONES[section.type],
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-foreground">{section.title}</span>
              <span className="block text-xs text-muted-foreground">{t('recipe.items', { count })}</span>
            </span>
            <StateChip state={state} t={t} />
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
          <div id={bodyId} className="border-t border-border px-4 py-3 text-[15px]">
            <Body section={section} />
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
    a.section.title === b.section.title &&
    a.section.type === b.section.type &&
    a.section.content.length === b.section.content.length &&
    a.section.content.every((line, i) => line === b.section.content[i]),
);
