import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { SquareTerminal } from 'lucide-react';
import { useId } from 'react';
import { TERMINAL_RECIPE, TERMINAL_SESSION, TERMINAL_WINDOW_TITLE } from '../samples/terminal-samples';
import { DemoPage } from './demo-page';
import { TerminalSession } from './terminal-session';

/**
 * /terminal-design (platform.md §2 "terminal design demo"): the presenter's terminal style on a
 * sample recipe, and a terminal-styled session typed out beside it, both calm and readable in the
 * light and the dark theme (the terminal is dark in both, as terminals are).
 */
export function TerminalDesignPage() {
  const t = useT('demos');
  const tc = useT();
  useDocumentTitle(`${t('terminal.title')} · ${tc('app.name')}`);
  const id = useId();

  return (
    <DemoPage icon={SquareTerminal} title={t('terminal.title')} description={t('terminal.description')} wide>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${id}-style`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-style`} className="text-lg font-semibold text-foreground">
            {t('terminal.styleHeading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('terminal.styleAbout')}</p>
          <RecipePresenter content={TERMINAL_RECIPE} streaming={false} style="terminal" />
        </section>
        <section aria-labelledby={`${id}-session`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-session`} className="text-lg font-semibold text-foreground">
            {t('terminal.sessionHeading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('terminal.sessionAbout')}</p>
          <TerminalSession lines={TERMINAL_SESSION} title={TERMINAL_WINDOW_TITLE} />
        </section>
      </div>
    </DemoPage>
  );
}
