import { parseRecipe } from '@shared/recipe/parse-recipe';
import { sectionItemCount } from '@shared/recipe/section-items';
import { EditableRecipePresenter } from '@web/components/recipe-presenter/editable-recipe-presenter';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';
import { FlaskConical } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { PARSER_SAMPLES, parserSample } from '../lib/parser-samples';
import { TestPageShell, TestSection } from './test-page-shell';

const PRESENTER_VIEWS = ['read', 'edit'] as const;
type PresenterView = (typeof PRESENTER_VIEWS)[number];

/**
 * /recipe-test: the recipe parser on pasted model output, live. The same text is shown three
 * ways: the presenter as a reader sees it, a table of the parsed sections (type, priority, item
 * count), and the parser's JSON. The editable presenter writes its edits back into the text. Sample buttons load the kinds of output worth testing, raw HTML
 * and a script among them: everything is rendered as text.
 */
export function RecipeTestPage() {
  const t = useT('test-pages');
  const inputId = useId();
  const [text, setText] = useState('');
  // Typing stays responsive on a long paste: the parse follows the text a moment later.
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => parseRecipe(deferred), [deferred]);
  const viewId = useId();
  const [view, setView] = useState<PresenterView>('read');

  return (
    <TestPageShell
      icon={FlaskConical}
      title={t('recipeTest.title')}
      description={t('recipeTest.description')}
    >
      <TestSection title={t('recipeTest.inputHeading')}>
        <fieldset className="mb-3 flex flex-wrap gap-2">
          <legend className="sr-only">{t('recipeTest.samplesLabel')}</legend>
          {PARSER_SAMPLES.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => setText(parserSample(kind, t))}>
              {t(`recipeTest.samples.${kind}`)}
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={() => setText('')} disabled={!text}>
            {t('recipeTest.clear')}
          </Button>
        </fieldset>
        <Label htmlFor={inputId}>{t('recipeTest.inputLabel')}</Label>
        <textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          spellCheck={false}
          placeholder={t('recipeTest.placeholder')}
          className="mt-1.5 w-full min-w-0 resize-y rounded-lg border border-border bg-surface px-3 py-2 font-mono text-sm text-foreground placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
        />
        <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
          {t('recipeTest.stats', { characters: text.length, sections: parsed.sections.length })}
        </p>
      </TestSection>

      <TestSection
        title={t('recipeTest.presenterHeading')}
        actions={
          <TabList
            tabs={PRESENTER_VIEWS}
            selected={view}
            onSelect={setView}
            idBase={viewId}
            label={t('recipeTest.viewsLabel')}
            labelOf={(v) => t(`recipeTest.views.${v}`)}
          />
        }
      >
        <div id={`${viewId}-panel`} role="tabpanel" aria-labelledby={`${viewId}-${view}`}>
          {view === 'read' ? (
            <RecipePresenter content={deferred} streaming={false} />
          ) : (
            <EditableRecipePresenter content={deferred} onChange={setText} />
          )}
        </div>
      </TestSection>

      <TestSection title={t('recipeTest.sectionsHeading')}>
        <p className="mb-3 text-sm text-foreground">
          <span className="text-muted-foreground">{t('recipeTest.parsedTitle')}</span>{' '}
          <span className="font-medium break-words">{parsed.title ?? t('recipeTest.noTitle')}</span>
        </p>
        {parsed.sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('recipeTest.noSections')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t('recipeTest.columns.title')}
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t('recipeTest.columns.type')}
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t('recipeTest.columns.priority')}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    {t('recipeTest.columns.items')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {parsed.sections.map((section, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; titles repeat.
                  <tr key={i}>
                    <td className="max-w-64 truncate py-1.5 pr-3 text-foreground">{section.title}</td>
                    <td className="py-1.5 pr-3 font-mono text-xs text-foreground">{section.type}</td>
                    <td className="py-1.5 pr-3 font-mono text-xs text-foreground">{section.priority}</td>
                    <td className="py-1.5 text-right tabular-nums text-foreground">
                      {sectionItemCount(section.content)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TestSection>

      <TestSection title={t('recipeTest.jsonHeading')}>
        <pre
          data-testid="parsed-json"
          className="max-h-96 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs text-foreground"
        >
          {JSON.stringify(parsed, null, 2)}
        </pre>
      </TestSection>
    </TestPageShell>
  );
}
