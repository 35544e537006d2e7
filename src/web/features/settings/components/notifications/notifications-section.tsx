import type {
  NotificationPreferences,
  NotificationToggle,
  UpdateNotificationPreferences,
} from '@shared/contracts/preferences';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { Fragment, type ReactNode, useId } from 'react';
import { useNotificationPreferences } from '../../hooks/use-notification-preferences';
import { SettingSwitch } from '@web/components/setting-switch';
import { usePushToggle } from '@web/features/notifications/use-push-toggle';
import { QuietHoursSetting } from './quiet-hours-setting';
import { SendTestNotification } from './send-test-notification';

/** The e-mails the master 'Email notifications' switch governs: off, they are not sent at all. */
export const EMAIL_TOGGLES = [
  'recipeUpdates',
  'securityAlerts',
  'weeklyDigest',
  'promotionalEmails',
] as const;
/** The other channels and topics, each on its own. */
export const OTHER_TOGGLES = ['pushNotifications', 'marketplaceUpdates', 'communityUpdates'] as const;

/**
 * Notifications (platform.md §2 Settings, §3 defaults, §4 "Notification toggles"): Email with its
 * e-mails and 'Send Test', Push, Marketplace and Community, and Quiet Hours. Every change is
 * saved on the server as it is made, shown at once, and put back with §8's message when the save
 * fails. The e-mails' own switches are disabled while e-mail notifications are off.
 */
export function NotificationsSection() {
  const t = useT('settings-notifications');
  const { user } = useSession();
  const { preferences, isPending, loadError, refetch, save, failedChange, dismissSaveFailed } =
    useNotificationPreferences();
  const push = usePushToggle(save);
  const emailOffHintId = useId();
  const emailHeadingId = useId();
  const pushNoticeId = useId();

  if (!preferences) {
    if (isPending)
      return (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('loading')}
        </div>
      );
    return (
      <Alert
        tone="danger"
        title={t('loadFailed')}
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(loadError, '')}
      </Alert>
    );
  }

  const toggle = (key: NotificationToggle) => (checked: boolean) => save({ [key]: checked });
  const emailOn = preferences.emailNotifications;
  // §8's message shows in the group whose change failed, beside what was put back.
  const failedGroup = failedChange ? groupOf(failedChange) : null;
  const saveFailedAlert = (group: GroupName, className = 'mb-4') =>
    failedGroup === group && (
      <Alert
        tone="danger"
        dismiss={{ label: t('dismiss'), onDismiss: dismissSaveFailed }}
        className={className}
      >
        {t('saveFailed')}
      </Alert>
    );

  return (
    <div className="space-y-4">
      <Group labelledBy={emailHeadingId}>
        <SettingSwitch
          headingId={emailHeadingId}
          label={t('email.title')}
          description={user ? t('email.description', { email: user.email }) : ''}
          checked={emailOn}
          onCheckedChange={toggle('emailNotifications')}
        />
        {saveFailedAlert('email', 'mt-4')}
        <div className="mt-4 space-y-4 border-l-2 border-border pl-4">
          {!emailOn && (
            <p id={emailOffHintId} className="text-sm text-muted-foreground">
              {t('email.offHint')}
            </p>
          )}
          {EMAIL_TOGGLES.map((key) => (
            <SettingSwitch
              key={key}
              label={t(`email.${key}.label`)}
              description={t(`email.${key}.description`)}
              checked={preferences[key]}
              disabled={!emailOn}
              describedBy={emailOn ? undefined : emailOffHintId}
              onCheckedChange={toggle(key)}
            />
          ))}
        </div>
        <div className="mt-5 border-t border-border pt-4">
          <SendTestNotification emailOn={emailOn} />
        </div>
      </Group>

      <Group title={t('other.title')} description={t('other.description')}>
        {saveFailedAlert('other')}
        <div className="space-y-4">
          {OTHER_TOGGLES.map((key) =>
            key === 'pushNotifications' ? (
              // Push is this browser's subscription first, then the saved toggle (issue 23 item 4).
              <Fragment key={key}>
                <SettingSwitch
                  label={t(`other.${key}.label`)}
                  description={t(`other.${key}.description`)}
                  checked={preferences[key]}
                  disabled={push.busy}
                  describedBy={(push.busy && !preferences[key]) || push.problem ? pushNoticeId : undefined}
                  onCheckedChange={(checked) => void push.toggle(checked)}
                />
                {push.busy && !preferences[key] && (
                  <p
                    id={pushNoticeId}
                    role="status"
                    className="flex items-center gap-2 text-sm text-muted-foreground"
                  >
                    <Spinner className="size-4" />
                    {t('push.settingUp')}
                  </p>
                )}
                {push.problem && !push.busy && (
                  <Alert
                    tone="warning"
                    role="alert"
                    id={pushNoticeId}
                    dismiss={{ label: t('dismiss'), onDismiss: push.dismiss }}
                  >
                    {push.problem.message ?? t(`push.${push.problem.kind}`)}
                  </Alert>
                )}
              </Fragment>
            ) : (
              <SettingSwitch
                key={key}
                label={t(`other.${key}.label`)}
                description={t(`other.${key}.description`)}
                checked={preferences[key]}
                onCheckedChange={toggle(key)}
              />
            ),
          )}
        </div>
      </Group>

      <Group title={t('quietHours.title')} description={t('quietHours.description')}>
        {saveFailedAlert('quietHours')}
        <QuietHoursSetting
          quietHours={preferences.quietHours}
          onSave={(quietHours: NotificationPreferences['quietHours']) => save({ quietHours })}
        />
      </Group>
    </div>
  );
}

type GroupName = 'email' | 'other' | 'quietHours';

function groupOf(change: UpdateNotificationPreferences): GroupName {
  if (change.quietHours) return 'quietHours';
  const keys = Object.keys(change);
  return keys.some(
    (key) => key === 'emailNotifications' || (EMAIL_TOGGLES as readonly string[]).includes(key),
  )
    ? 'email'
    : 'other';
}

/** A bordered group of settings: a region named by its heading, or by `labelledBy`'s element. */
function Group({
  title,
  description,
  labelledBy,
  children,
}: {
  title?: string;
  description?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : labelledBy}
      className="rounded-xl border border-border bg-background/40 p-4 sm:p-5"
    >
      {title && (
        <div className="mb-4">
          <h3 id={id} className="text-[15px] font-semibold text-foreground">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </div>
      )}
      {children}
    </section>
  );
}
