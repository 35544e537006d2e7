import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { Alert } from '@web/components/ui/alert';
import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryTab } from '@web/lib/use-query-tab';
import { ShieldCheck, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { ENHANCED_SAMPLE_IDS, ENHANCED_SAMPLES } from '../samples/enhanced-samples';
import { DemoPage } from './demo-page';

/**
 * /enhanced-recipe-demo (platform.md §2 "enhanced recipe demo (4 tabs: algorithm, optimization,
 * dataStructure, htmlDemo)"): technical recipes with code blocks in the presenter, and one whose
 * text is full of raw HTML and scripts, shown as text with nothing run (issue 24's bad input).
 * The tab is kept in `?tab=`.
 */
export function EnhancedRecipeDemoPage() {
  const t = useT('demos');
  const tc = useT();
  useDocumentTitle(`${t('enhanced.title')} · ${tc('app.name')}`);
  const id = useId();
  const [tab, select] = useQueryTab(ENHANCED_SAMPLE_IDS);

  return (
    <DemoPage icon={Sparkles} title={t('enhanced.title')} description={t('enhanced.description')}>
      <div className="flex flex-col gap-4">
        <TabList
          tabs={ENHANCED_SAMPLE_IDS}
          selected={tab}
          onSelect={select}
          idBase={id}
          label={t('enhanced.tabsLabel')}
          labelOf={(name) => t(`enhanced.tabs.${name}.label`)}
          scroll
        />
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}`}
          data-testid="enhanced-sample"
          data-sample={tab}
          className="flex flex-col gap-4"
        >
          <p className="text-sm leading-relaxed text-muted-foreground">{t(`enhanced.tabs.${tab}.about`)}</p>
          {tab === 'htmlDemo' && (
            <Alert tone="info" icon={ShieldCheck} role="note">
              {t('enhanced.htmlSafe')}
            </Alert>
          )}
          <div className="rounded-xl border border-border bg-background p-3 sm:p-4">
            <RecipePresenter
              key={tab}
              content={ENHANCED_SAMPLES[tab]}
              streaming={false}
              // Every section open: the code blocks and the escaped HTML are what the tab shows.
              expandedByDefault={Number.POSITIVE_INFINITY}
            />
          </div>
        </div>
      </div>
    </DemoPage>
  );
}
