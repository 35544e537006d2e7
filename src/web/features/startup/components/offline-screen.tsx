import { Button } from '@web/components/ui/button';
import { Check, CloudOff, RefreshCw, WifiOff, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '@web/lib/i18n';
import type { StartupFailure } from '../api/check-readiness';

export const OFFLINE_ENTRY_URL = '/?bypass=true';

/** The spec's start-up error messages (chat-assistant.md §8) for the failures we can tell apart. */
function useFailureText(failure: StartupFailure | null): string | null {
  const t = useT();
  if (!failure || failure.kind === 'aborted') return null;
  if (failure.kind === 'network') return t('offline.errors.network');
  if (failure.kind === 'server') return t('offline.errors.failed', { message: failure.message });
  return t('offline.errors.failed', { message: t('offline.errors.httpStatus', { status: failure.status }) });
}

interface OfflineScreenProps {
  failure: StartupFailure | null;
  onRetry: () => void;
  /** Full navigation, so the app starts over in offline mode without the check. */
  onContinue?: () => void;
}

export function OfflineScreen({ failure, onRetry, onContinue }: OfflineScreenProps) {
  const t = useT();
  const detail = useFailureText(failure);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the heading so screen readers announce the change of screen.
  useEffect(() => headingRef.current?.focus(), []);

  const available = [
    t('offline.available.cachedRecipes'),
    t('offline.available.documentation'),
    t('offline.available.help'),
  ];
  const unavailable = [
    t('offline.unavailableFeatures.authentication'),
    t('offline.unavailableFeatures.savingRecipes'),
    t('offline.unavailableFeatures.realtimeSync'),
    t('offline.unavailableFeatures.aiFeatures'),
  ];

  return (
    <main className="flex min-h-full items-center justify-center bg-background px-4 py-10 sm:px-6">
      <section
        aria-labelledby="offline-heading"
        className="w-full max-w-xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <span className="mb-5 inline-flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <CloudOff aria-hidden="true" className="size-5" />
        </span>
        <h1
          id="offline-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-foreground outline-none sm:text-2xl"
        >
          {t('offline.heading')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-foreground">{t('offline.timeout')}</p>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('offline.unavailable')}</p>

        {detail && (
          <div className="mt-5 flex gap-3 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p>
              <span className="sr-only">{t('offline.detailLabel')}: </span>
              <span data-testid="startup-error" className="text-foreground">
                {detail}
              </span>
            </p>
          </div>
        )}

        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <FeatureList title={t('offline.availableTitle')} items={available} available />
          <FeatureList title={t('offline.unavailableTitle')} items={unavailable} available={false} />
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            {t('offline.retry')}
          </Button>
          <Button onClick={onContinue ?? (() => window.location.assign(OFFLINE_ENTRY_URL))}>
            {t('offline.continue')}
          </Button>
        </div>
      </section>
    </main>
  );
}

function FeatureList({ title, items, available }: { title: string; items: string[]; available: boolean }) {
  const Icon = available ? Check : X;
  return (
    <div className="rounded-xl border border-border p-4">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2 text-sm text-foreground">
            <Icon
              aria-hidden="true"
              className={available ? 'size-4 shrink-0 text-success' : 'size-4 shrink-0 text-muted-foreground'}
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
