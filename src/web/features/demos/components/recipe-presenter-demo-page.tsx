import { RecipeAnalysisCard } from '@web/components/recipe-analysis-card/recipe-analysis-card';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import type { VirtualizeMode } from '@web/components/recipe-presenter/presenter-device';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Presentation } from 'lucide-react';
import { useId, useState } from 'react';
import { useSimulatedStream } from '../hooks/use-simulated-stream';
import {
  PRESENTER_SAMPLE_TYPES,
  PRESENTER_SAMPLES,
  type PresenterSampleType,
} from '../samples/presenter-samples';
import { DemoPage } from './demo-page';
import { OptionGroup } from './option-group';
import { StreamControls } from './stream-controls';

/** platform.md §2: smart, standard and virtualised presenters, as the presenter's `virtualize`. */
export const DEMO_PRESENTERS = {
  smart: 'auto',
  standard: 'never',
  virtualized: 'always',
} as const satisfies Record<string, VirtualizeMode>;
type DemoPresenter = keyof typeof DEMO_PRESENTERS;
const PRESENTER_NAMES = Object.keys(DEMO_PRESENTERS) as DemoPresenter[];
/** The samples' own section counts, so the choices' hints cannot drift from the samples. */
const SECTION_COUNTS = {
  simple: parseRecipe(PRESENTER_SAMPLES.simple).sections.length,
  complex: parseRecipe(PRESENTER_SAMPLES.complex).sections.length,
};

/**
 * /recipe-presenter-demo (platform.md §2 Demo pages): the recipe presenter and the recipe card on
 * four sample recipes, with the presenter's three rendering strategies, and a simulated stream
 * (5 characters every 50 ms, §9) that can be started, stopped and reset. The streaming sample
 * starts streaming when chosen; the others are shown whole until Start replays them.
 */
export function RecipePresenterDemoPage() {
  const t = useT('demos');
  const tc = useT();
  useDocumentTitle(`${t('presenter.title')} · ${tc('app.name')}`);
  const id = useId();
  const [type, setType] = useState<PresenterSampleType>('simple');
  const [presenter, setPresenter] = useState<DemoPresenter>('smart');
  const text = PRESENTER_SAMPLES[type];
  const stream = useSimulatedStream(text, type === 'streaming');
  const content = text.slice(0, stream.shown);
  // Stopped part way: the presenter marks the section the text was cut in as incomplete.
  const cut = !stream.running && stream.shown > 0 && stream.shown < text.length;

  return (
    <DemoPage icon={Presentation} title={t('presenter.title')} description={t('presenter.description')}>
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-4 sm:p-5">
        <OptionGroup
          legend={t('presenter.typeLegend')}
          options={PRESENTER_SAMPLE_TYPES}
          selected={type}
          onSelect={setType}
          labelOf={(option) => t(`presenter.types.${option}.label`)}
          hintOf={(option) =>
            option === 'simple' || option === 'complex'
              ? t(`presenter.types.${option}.hint`, { count: SECTION_COUNTS[option] })
              : t(`presenter.types.${option}.hint`)
          }
        />
        <OptionGroup
          legend={t('presenter.presenterLegend')}
          options={PRESENTER_NAMES}
          selected={presenter}
          onSelect={setPresenter}
          labelOf={(option) => t(`presenter.presenters.${option}.label`)}
          hintOf={(option) => t(`presenter.presenters.${option}.hint`)}
        />
        <StreamControls stream={stream} total={text.length} />
      </div>

      <section aria-labelledby={`${id}-presenter`} className="flex flex-col gap-3">
        <h2 id={`${id}-presenter`} className="text-lg font-semibold text-foreground">
          {t('presenter.presenterHeading', { presenter: t(`presenter.presenters.${presenter}.label`) })}
        </h2>
        <div className="rounded-xl border border-border bg-background p-3 sm:p-4">
          <RecipePresenter
            // A new sample is a new recipe: its open sections and ticks start afresh.
            key={type}
            content={content}
            streaming={stream.running}
            unfinished={cut}
            virtualize={DEMO_PRESENTERS[presenter]}
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-card`} className="flex flex-col gap-3">
        <h2 id={`${id}-card`} className="text-lg font-semibold text-foreground">
          {t('presenter.cardHeading')}
        </h2>
        <RecipeAnalysisCard content={content} streaming={stream.running} />
      </section>
    </DemoPage>
  );
}
