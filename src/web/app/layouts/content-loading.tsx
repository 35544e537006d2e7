import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';

/** 'Loading your content...' in the main area, while a screen (or the app layout) loads. */
export function ContentLoading() {
  const t = useT();
  return (
    <div
      role="status"
      className="flex min-h-full items-center justify-center gap-2.5 p-8 text-sm text-muted-foreground"
    >
      <Spinner className="size-4" />
      {t('app.loadingContent')}
    </div>
  );
}
