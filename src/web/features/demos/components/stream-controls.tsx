import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { Play, RotateCcw, Square } from 'lucide-react';
import { useId } from 'react';
import type { SimulatedStream } from '../hooks/use-simulated-stream';

/**
 * Start, Stop and Reset for the demo's simulated stream, with its progress ('N of M characters').
 * A button that cannot act now is aria-disabled rather than disabled, so the keyboard focus that
 * just pressed Start is not thrown out of the page when Start stops applying.
 */
export function StreamControls({ stream, total }: { stream: SimulatedStream; total: number }) {
  const t = useT('demos');
  const id = useId();
  const { shown, running } = stream;
  const status = running ? 'running' : shown >= total ? 'complete' : shown === 0 ? 'idle' : 'stopped';
  const percent = total === 0 ? 100 : Math.round((shown / total) * 100);
  const act = (allowed: boolean, action: () => void) => () => {
    if (allowed) action();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-sm font-medium text-foreground">
          {t('presenter.stream.heading')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('presenter.stream.rate')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          aria-disabled={running}
          onClick={act(!running, stream.start)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <Play aria-hidden="true" />
          {t('presenter.stream.start')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={!running}
          onClick={act(running, stream.stop)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <Square aria-hidden="true" />
          {t('presenter.stream.stop')}
        </Button>
        <Button size="sm" variant="ghost" onClick={stream.reset}>
          <RotateCcw aria-hidden="true" />
          {t('presenter.stream.reset')}
        </Button>
        <span
          role="status"
          data-testid="stream-status"
          data-status={status}
          className="ml-auto text-sm font-medium text-muted-foreground"
        >
          {t(`presenter.stream.status.${status}`)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
        aria-valuetext={t('presenter.stream.progress', { shown, total })}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p data-testid="stream-progress" className="text-xs text-muted-foreground tabular-nums">
        {t('presenter.stream.progress', { shown, total })}
      </p>
    </section>
  );
}
