import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';

/** 'Loading...' while the first auth state resolves. */
export function AuthLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex min-h-full items-center justify-center gap-2.5 p-8 text-sm text-muted-foreground"
    >
      <Spinner className="size-4" />
      {label ?? t('auth.loading')}
    </div>
  );
}
