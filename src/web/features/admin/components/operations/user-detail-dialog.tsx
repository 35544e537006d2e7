import type { AdminUserDetail } from '@shared/contracts/admin-operations';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { BadgeCheck, Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { adminOperationsApi, adminOperationsKeys } from '../../api/admin-operations-api';
import { Badge, Field, LoadFailed, LoadingRows } from './operations-ui';
import { ReasonConfirm } from './reason-confirm';
import { useAdminMutation } from './use-admin-mutation';

/** One user's details and what an admin may do to the account (issue 22 §4). */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const t = useT('admin-operations');
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-lg">
        <DialogTitle>{t('users.detailTitle')}</DialogTitle>
        {userId && <UserDetail userId={userId} />}
      </DialogContent>
    </Dialog>
  );
}

function UserDetail({ userId }: { userId: string }) {
  const t = useT('admin-operations');
  const format = useFormat();
  const { user: me } = useSession();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    queryKey: adminOperationsKeys.user(userId),
    queryFn: ({ signal }) => adminOperationsApi.user(userId, signal),
    retry: 1,
  });
  const disable = useAdminMutation({
    run: (reason: string) => adminOperationsApi.disableUser(userId, { reason }),
    done: () => t('users.disabledToast'),
    failed: t('users.actionFailed'),
    onSuccess: () => setConfirming(false),
  });
  const enable = useAdminMutation({
    run: () => adminOperationsApi.enableUser(userId),
    done: () => t('users.enabledToast'),
    failed: t('users.actionFailed'),
  });
  const verify = useAdminMutation({
    run: (verified: boolean) => adminOperationsApi.setCreatorVerified(userId, verified),
    done: (result) => (result.creatorVerified ? t('users.verifiedToast') : t('users.unverifiedToast')),
    failed: t('users.actionFailed'),
  });

  if (detail.isPending) return <LoadingRows />;
  if (detail.isError)
    return (
      <div className="mt-4">
        <LoadFailed
          message={errorMessage(detail.error, t('users.detailLoadFailed'))}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  const user: AdminUserDetail = detail.data;
  const isSelf = me?.id === user.id;
  const creatorState =
    user.creatorVerified === null
      ? t('users.notCreator')
      : user.creatorVerified
        ? t('users.verifiedCreator')
        : t('users.creatorUnverified');

  return (
    <div className="mt-4 flex flex-col gap-5">
      <DialogDescription className="mt-0 flex flex-col gap-1">
        <span className="text-base font-medium text-foreground">{user.displayName}</span>
        <span className="break-all">{user.email}</span>
      </DialogDescription>
      <div className="flex flex-wrap gap-1">
        {user.disabledAt ? (
          <Badge tone="danger">{t('users.disabled')}</Badge>
        ) : (
          <Badge tone="success">{t('users.active')}</Badge>
        )}
        {user.isAdmin && <Badge tone="info">{t('users.admin')}</Badge>}
      </div>
      {user.disabledAt && (
        <p className="rounded-lg bg-danger-muted px-3 py-2 text-sm text-danger">
          {t('users.disabledSince', { date: format.dateTime(user.disabledAt) })}
          {user.disabledReason && (
            <span className="block text-foreground/85">
              {t('users.disabledReason', { reason: user.disabledReason })}
            </span>
          )}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <Field label={t('users.verifiedEmail')}>
          {user.emailVerified ? t('users.emailIsVerified') : t('users.emailNotVerified')}
        </Field>
        <Field label={t('users.creatorState')}>{creatorState}</Field>
        <Field label={t('users.joined')}>{format.date(user.createdAt)}</Field>
        <Field label={t('users.lastLogin')}>
          {user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('common.never')}
        </Field>
        <Field label={t('users.activeSessions')}>{format.number(user.activeSessions)}</Field>
      </dl>
      <section aria-label={t('users.counts')}>
        <h3 className="mb-2 text-sm font-semibold text-foreground">{t('users.counts')}</h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['chats', 'recipes', 'listings', 'purchases'] as const).map((kind) => (
            <div key={kind} className="rounded-lg border border-border px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(`users.${kind}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums text-foreground">
                {format.number(user.counts[kind])}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {confirming ? (
        <ReasonConfirm
          title={t('users.disableTitle')}
          body={t('users.disableBody', { email: user.email })}
          hint={t('users.disableReasonHint')}
          confirmLabel={t('users.confirmDisable')}
          pendingLabel={t('users.disabling')}
          pending={disable.isPending}
          onConfirm={(reason) => disable.mutate(reason)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {user.creatorVerified !== null && (
            <Button
              variant="secondary"
              disabled={verify.isPending}
              onClick={() => verify.mutate(!user.creatorVerified)}
            >
              <BadgeCheck aria-hidden="true" />
              {user.creatorVerified ? t('users.unverify') : t('users.verify')}
            </Button>
          )}
          {user.disabledAt ? (
            <Button variant="secondary" disabled={enable.isPending} onClick={() => enable.mutate(undefined)}>
              <RotateCcw aria-hidden="true" />
              {enable.isPending ? t('users.enabling') : t('users.enable')}
            </Button>
          ) : isSelf ? (
            <p className="text-sm text-muted-foreground">{t('users.cannotDisableSelf')}</p>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Ban aria-hidden="true" />
              {t('users.disable')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
