import { BrandMark } from '@web/components/ui/brand-mark';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';

/** Shown while the first readiness check runs; centred, calm, announced politely. */
export function StartupScreen() {
  const t = useT();
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <BrandMark className="size-12 rounded-xl" />
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <div className="flex items-center gap-2.5">
          <Spinner />
          <p className="text-base font-medium text-foreground">{t('startup.initializing')}</p>
        </div>
        <p className="text-sm text-muted-foreground">{t('startup.initializingHint')}</p>
      </div>
    </main>
  );
}
