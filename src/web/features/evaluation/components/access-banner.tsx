import type { EvaluationAccess } from '@shared/contracts/evaluation';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { LogOut, ShieldAlert } from 'lucide-react';
import { useLeave } from '../hooks/use-evaluation-access';

/**
 * The red banner of an authorized caller (platform.md §2, §6): internal only, the role in the
 * header, when the session ends, and Logout. An admin's access comes from their account, so it
 * has no session to end: the banner says so instead of offering a Logout that would change nothing.
 */
export function AccessBanner({ access }: { access: EvaluationAccess }) {
  const t = useT('evaluation');
  const format = useFormat();
  const leave = useLeave();
  const role = access.role ?? 'developer';

  const logout = () =>
    leave.mutate(undefined, {
      onError: (error) => toast.error(errorText(error) || t('banner.logoutFailed')),
    });

  return (
    <section
      aria-label={t('banner.label')}
      className="border-b border-danger/40 bg-danger px-4 py-2.5 text-danger-foreground sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 basis-60 text-sm font-medium">
          {t('banner.text')}{' '}
          <span className="whitespace-nowrap rounded-full bg-danger-foreground/15 px-2 py-0.5 text-xs font-semibold">
            {t('banner.role', { role: t(`roles.${role}`) })}
          </span>
        </p>
        <p className="text-xs opacity-90">
          {access.viaAdmin
            ? t('banner.viaAdmin')
            : access.expiresAt && t('banner.expires', { time: format.dateTime(access.expiresAt) })}
        </p>
        {!access.viaAdmin && (
          <Button
            size="sm"
            variant="secondary"
            onClick={logout}
            disabled={leave.isPending}
            aria-busy={leave.isPending}
            className="border-danger-foreground/40 bg-transparent text-danger-foreground hover:bg-danger-foreground/15"
          >
            {leave.isPending ? (
              <Spinner className="size-4 text-danger-foreground" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {t('banner.logout')}
          </Button>
        )}
      </div>
    </section>
  );
}
