import { Button, buttonClasses } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { TOOLTIP_DELAY_MS, Tooltip } from '@web/components/ui/tooltip';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Info, MessageSquareText, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DemoPage } from './demo-page';

/**
 * /tooltip-test (platform.md §2 demo pages, §9 "tooltip delay 200 ms"): the app's Tooltip on each
 * kind of trigger it is used with (button, icon button, link, a disabled button's wrapper), so its
 * delay, its keyboard behaviour and its description can be checked by hand and by tests.
 */
export function TooltipTestPage() {
  const t = useT('demos');
  const tc = useT();
  useDocumentTitle(`${t('tooltip.title')} · ${tc('app.name')}`);
  const [count, setCount] = useState(0);

  return (
    <DemoPage
      icon={MessageSquareText}
      title={t('tooltip.title')}
      description={t('tooltip.description', { delay: TOOLTIP_DELAY_MS })}
    >
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        <Row label={t('tooltip.kinds.button')}>
          <Tooltip content={t('tooltip.tips.count')}>
            {(trigger) => (
              <Button variant="secondary" size="sm" onClick={() => setCount((n) => n + 1)} {...trigger}>
                {t('tooltip.count')}
              </Button>
            )}
          </Tooltip>
          <output aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
            {t('tooltip.clicked', { count })}
          </output>
        </Row>
        <Row label={t('tooltip.kinds.iconButton')}>
          <Tooltip content={t('tooltip.tips.reset')}>
            {(trigger) => (
              // An empty title: the browser's own tooltip would repeat ours after a second.
              <IconButton
                label={t('tooltip.reset')}
                title=""
                variant="floating"
                onClick={() => setCount(0)}
                {...trigger}
              >
                <RotateCcw />
              </IconButton>
            )}
          </Tooltip>
        </Row>
        <Row label={t('tooltip.kinds.link')}>
          <Tooltip content={t('tooltip.tips.link')}>
            {(trigger) => (
              <Link
                to="/recipe-presenter-demo"
                className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                {...trigger}
              >
                {t('tooltip.link')}
              </Link>
            )}
          </Tooltip>
        </Row>
        <Row label={t('tooltip.kinds.disabled')}>
          <Tooltip content={t('tooltip.tips.disabled')}>
            {(trigger) => (
              // A disabled button takes neither focus nor the pointer: its wrapper does, and says why.
              <span
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the wrapper must be reachable so the reason can be read
                tabIndex={0}
                className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                {...trigger}
              >
                <Button variant="danger" size="sm" disabled>
                  <Trash2 aria-hidden="true" />
                  {t('tooltip.delete')}
                </Button>
              </span>
            )}
          </Tooltip>
        </Row>
        <Row label={t('tooltip.kinds.below')}>
          <Tooltip content={t('tooltip.tips.below')} side="bottom">
            {(trigger) => (
              <button
                type="button"
                className={buttonClasses('ghost', 'icon')}
                aria-label={t('tooltip.help')}
                {...trigger}
              >
                <Info aria-hidden="true" />
              </button>
            )}
          </Tooltip>
        </Row>
      </ul>
      <p className="text-sm text-muted-foreground">{t('tooltip.keyboard')}</p>
    </DemoPage>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
      <span className="text-sm font-medium text-foreground">{label}</span>
      <div className="flex items-center gap-3">{children}</div>
    </li>
  );
}
