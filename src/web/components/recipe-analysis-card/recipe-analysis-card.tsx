import { parseRecipe } from '@shared/recipe/parse-recipe';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useMediaQuery } from '@web/lib/use-media-query';
import { ChartNoAxesColumn, CircleCheck, ImageDown } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { exportNodeAsJpeg } from './export-card-image';
import { DifficultyMeter } from './difficulty-meter';
import { analyseRecipe, fileSlug } from './recipe-analysis';
import { useReveal } from './use-reveal';

export interface RecipeAnalysisCardProps {
  /** The recipe's markdown, whole or as streamed so far. */
  content: string;
  /** True while the text is still arriving: figures follow it, the summary waits for the end. */
  streaming: boolean;
  /** An average rating out of 5 (a marketplace listing's); none shows 'Not rated'. */
  rating?: number | null;
  /** Overrides the title parsed from the content (a saved recipe's own title). */
  title?: string;
  className?: string;
}

/**
 * The recipe card (platform.md §2 Recipe card, §9): the recipe's read time, difficulty, complexity,
 * section and item counts and quality, 'Streaming...' while the text arrives and 'Analysis
 * Complete' after, when a summary of the figures is revealed 8 characters every 16 ms. The card
 * exports itself as a JPEG; the button sits outside it so the image is the card alone.
 */
export function RecipeAnalysisCard({
  content,
  streaming,
  rating,
  title,
  className,
}: RecipeAnalysisCardProps) {
  const t = useT('recipe-card');
  const presenterT = useT('recipe-presenter');
  const parsed = useMemo(() => parseRecipe(content), [content]);
  const figures = useMemo(() => analyseRecipe(content, parsed, rating), [content, parsed, rating]);
  const shownTitle = (title?.trim() || parsed.title || t('card.untitled')).toUpperCase();
  const empty = !streaming && content.trim() === '';

  const summary = t('card.summary', {
    sections: figures.sections,
    items: figures.items,
    level: figures.level,
    difficulty: figures.difficulty,
    minutes: figures.readMinutes,
    rated: figures.quality === null ? 'no' : 'yes',
    quality: figures.quality ?? 0,
  });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animationsOff = document.documentElement.getAttribute('data-animations') === 'off';
  const reveal = useReveal(summary, !streaming && !empty, reducedMotion || animationsOff);

  const cardRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    const node = cardRef.current;
    if (!node) return;
    // The image holds the whole summary, not the part revealed so far.
    flushSync(() => reveal.finish());
    setExporting(true);
    try {
      await exportNodeAsJpeg(node, `${fileSlug(title?.trim() || parsed.title || '')}.jpg`);
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        ref={cardRef}
        data-testid="recipe-analysis-card"
        data-status={streaming ? 'streaming' : 'complete'}
        className="rounded-2xl border border-border bg-surface p-4 text-foreground shadow-xs sm:p-5"
      >
        <div className="flex items-start gap-3">
          <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <ChartNoAxesColumn aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
              {t('card.label')}
            </p>
            <h3
              data-testid="recipe-card-title"
              className="text-base font-bold tracking-wide break-words text-foreground"
            >
              {shownTitle}
            </h3>
          </div>
        </div>
        <p
          role="status"
          data-testid="recipe-card-status"
          className={cn(
            'mt-3 inline-flex items-center gap-2 rounded-full px-2.5 py-1 text-xs font-medium',
            streaming ? 'bg-accent text-accent-foreground' : 'bg-success-muted text-success',
          )}
        >
          {streaming ? (
            <span aria-hidden="true" className="size-2 rounded-full bg-primary motion-safe:animate-pulse" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-3.5" />
          )}
          {streaming ? t('card.streaming') : t('card.complete')}
        </p>
        {empty ? (
          <p data-testid="recipe-card-empty" className="mt-4 text-sm text-muted-foreground italic">
            {presenterT('recipe.empty')}
          </p>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label={t('card.readTime')} testId="recipe-card-read-time">
                {t('card.minutesRead', { minutes: figures.readMinutes })}
              </Figure>
              <Figure label={t('card.difficulty')} testId="recipe-card-difficulty">
                <DifficultyMeter
                  value={figures.difficulty}
                  label={t('card.difficultyValue', { value: figures.difficulty })}
                />
              </Figure>
              <Figure label={t('card.complexity')} testId="recipe-card-complexity">
                {t(`card.level.${figures.level}`)}
              </Figure>
              <Figure label={t('card.sections')} testId="recipe-card-sections">
                {figures.sections}
              </Figure>
              <Figure label={t('card.items')} testId="recipe-card-items">
                {figures.items}
              </Figure>
              <Figure label={t('card.quality')} testId="recipe-card-quality">
                {figures.quality === null ? (
                  <span className="text-muted-foreground">{t('card.notRated')}</span>
                ) : (
                  <span className="flex flex-col gap-1.5">
                    {t('card.qualityValue', { quality: figures.quality })}
                    <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ width: `${figures.quality}%` }}
                      />
                    </span>
                  </span>
                )}
              </Figure>
            </dl>
            {/*
              The summary's full text sits invisibly in the same grid cell as the revealed part, so
              the card is its final height from the first frame (no jump as letters arrive). Screen
              readers get the whole text once, not a change every 16 ms.
            */}
            <p
              data-testid="recipe-card-summary"
              className="mt-4 grid text-sm leading-relaxed text-muted-foreground"
            >
              <span aria-hidden="true" className="invisible [grid-area:1/1]">
                {summary}
              </span>
              <span aria-hidden="true" data-testid="recipe-card-summary-shown" className="[grid-area:1/1]">
                {reveal.shown}
              </span>
              {reveal.done && <span className="sr-only">{summary}</span>}
            </p>
          </>
        )}
      </div>
      {!empty && (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            onClick={onExport}
            disabled={streaming || exporting}
            aria-busy={exporting}
          >
            {exporting ? <Spinner className="size-4" /> : <ImageDown aria-hidden="true" />}
            {t('export.button')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-xl border border-border bg-background/60 p-3">
      <dt className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-semibold break-words text-foreground">{children}</dd>
    </div>
  );
}
