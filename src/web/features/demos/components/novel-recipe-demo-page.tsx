import { PRESENTER_STYLES, type PresenterStyle } from '@shared/contracts/presenter';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryTab } from '@web/lib/use-query-tab';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { NOVEL_SAMPLE_IDS, NOVEL_SAMPLES } from '../samples/novel-samples';
import { DemoPage } from './demo-page';
import { OptionGroup } from './option-group';

/**
 * /novel-recipe-demo (platform.md §2 "novel recipe demo (3 samples)"): three recipes told as short
 * stories, read in the presenter in a chosen style (typewriter first, the one made for prose).
 * The sample is kept in `?tab=`, so a link opens the same one. The style chosen here is the page's
 * own: it does not change the reader's remembered presenter style.
 */
export function NovelRecipeDemoPage() {
  const t = useT('demos');
  const tc = useT();
  const presenterT = useT('recipe-presenter');
  useDocumentTitle(`${t('novel.title')} · ${tc('app.name')}`);
  const id = useId();
  const [sample, selectSample] = useQueryTab(NOVEL_SAMPLE_IDS);
  const [style, setStyle] = useState<PresenterStyle>('typewriter');

  return (
    <DemoPage icon={BookOpen} title={t('novel.title')} description={t('novel.description')}>
      <OptionGroup
        legend={t('novel.styleLegend')}
        options={PRESENTER_STYLES}
        selected={style}
        onSelect={setStyle}
        labelOf={(option) => presenterT(`presenter.styles.${option}`)}
      />
      <div className="flex flex-col gap-4">
        <TabList
          tabs={NOVEL_SAMPLE_IDS}
          selected={sample}
          onSelect={selectSample}
          idBase={id}
          label={t('novel.samplesLabel')}
          labelOf={(name) => t(`novel.samples.${name}`)}
          scroll
        />
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${sample}`}
          data-testid="novel-sample"
          data-sample={sample}
          className="rounded-xl border border-border bg-background p-3 sm:p-5"
        >
          <RecipePresenter
            // Each story opens at its beginning, with its own open sections.
            key={sample}
            content={NOVEL_SAMPLES[sample]}
            streaming={false}
            style={style}
            // Every chapter open: a story is read through, not scanned.
            expandedByDefault={Number.POSITIVE_INFINITY}
          />
        </div>
      </div>
    </DemoPage>
  );
}
