import { UI_TIMINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { clearAppStorage } from '@web/lib/app-storage';
import { browser } from '@web/lib/browser';
import { classifyError, describeError, type ErrorKind } from '@web/lib/classify-error';
import { cn } from '@web/lib/cn';
import {
  Atom,
  KeyRound,
  type LucideIcon,
  Puzzle,
  RefreshCw,
  RotateCcw,
  ShieldAlert,
  TimerReset,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { clearInitOrderFlag } from './init-order';
import { remainingAttempts } from './retry-budget';

type TitleKey = 'popupSecurity' | 'auth' | 'context' | 'react' | 'initOrder' | 'generic' | 'application';

const KIND_KEYS: Record<Exclude<ErrorKind, 'extension'>, TitleKey> = {
  'popup-security': 'popupSecurity',
  auth: 'auth',
  context: 'context',
  react: 'react',
  'init-order': 'initOrder',
  generic: 'generic',
};

const ICONS: Record<TitleKey, LucideIcon> = {
  popupSecurity: ShieldAlert,
  auth: KeyRound,
  context: Puzzle,
  react: Atom,
  initOrder: TimerReset,
  generic: TriangleAlert,
  application: TriangleAlert,
};

/** Which texts a boundary shows: the global one calls a generic failure 'Application Error'. */
export function titleKeyFor(error: unknown, scope: 'global' | 'route'): TitleKey {
  const kind = classifyError(error);
  if (kind === 'generic' || kind === 'extension') return scope === 'global' ? 'application' : 'generic';
  return KIND_KEYS[kind];
}

export interface ErrorFallbackProps {
  error: unknown;
  scope: 'global' | 'route';
  attemptsUsed: number;
  onRetry: () => void;
  /** Global boundary only: clear this app's storage and start over. */
  onReset?: () => void;
}

export function ErrorFallback({ error, scope, attemptsUsed, onRetry, onReset }: ErrorFallbackProps) {
  const t = useT();
  const key = titleKeyFor(error, scope);
  const Icon = ICONS[key];
  const remaining = remainingAttempts(attemptsUsed);
  const initOrder = key === 'initOrder';

  return (
    <div
      className={cn(
        'flex w-full items-center justify-center px-4 py-10 sm:px-6',
        scope === 'global' ? 'min-h-dvh bg-background' : 'min-h-full',
      )}
    >
      <section
        role="alert"
        aria-labelledby="error-title"
        data-error-kind={key}
        className="w-full max-w-lg rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <span className="mb-5 inline-flex size-11 items-center justify-center rounded-full bg-danger-muted text-danger">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h1 id="error-title" className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
          {t(`errors.titles.${key}`)}
        </h1>
        <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">
          {t(`errors.descriptions.${key}`)}
        </p>

        <details className="group mt-5 rounded-lg border border-border bg-muted/50 text-sm">
          <summary className="cursor-pointer rounded-lg px-4 py-2.5 font-medium text-foreground select-none">
            {t('errors.technicalDetails')}
          </summary>
          <pre className="overflow-x-auto border-t border-border px-4 py-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-muted-foreground">
            {describeError(error)}
          </pre>
        </details>

        {initOrder && remaining > 0 && <AutoRetryNotice onRetry={onRetry} />}

        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="attempts-remaining">
          {remaining > 0
            ? t('errors.attemptsRemaining', { count: remaining })
            : t('errors.noAttemptsRemaining')}
        </p>

        <div className="mt-3 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
          <Button onClick={onRetry} disabled={remaining === 0}>
            <RotateCcw aria-hidden="true" />
            {t('errors.tryAgain')}
          </Button>
          {initOrder ? (
            <>
              <Button variant="secondary" onClick={refresh}>
                <RefreshCw aria-hidden="true" />
                {t('errors.refresh')}
              </Button>
              <Button variant="danger" onClick={clearAndRefresh}>
                <Trash2 aria-hidden="true" />
                {t('errors.clearAndRefresh')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={refresh}>
              <RefreshCw aria-hidden="true" />
              {t('errors.reloadPage')}
            </Button>
          )}
          {onReset && (
            <Button variant="ghost" onClick={onReset}>
              <Trash2 aria-hidden="true" />
              {t('errors.resetState')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}

function refresh() {
  clearInitOrderFlag();
  browser.reload();
}

function clearAndRefresh() {
  clearAppStorage();
  refresh();
}

/** Initialisation-order errors retry on their own after 3 s (chat-assistant.md §8). */
function AutoRetryNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const total = Math.round(UI_TIMINGS.initOrderRetryMs / 1000);
  const [seconds, setSeconds] = useState(total);

  useEffect(() => {
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const retry = setTimeout(onRetry, UI_TIMINGS.initOrderRetryMs);
    return () => {
      clearInterval(tick);
      clearTimeout(retry);
    };
  }, [onRetry]);

  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-foreground" role="status">
      <RefreshCw aria-hidden="true" className="size-4 animate-spin text-primary [animation-duration:2s]" />
      {t('errors.autoRetry', { seconds })}
    </p>
  );
}
