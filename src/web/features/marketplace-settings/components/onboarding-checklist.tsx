import {
  ONBOARDING_STEPS,
  type MarketplaceSettings,
  type OnboardingStep,
} from '@shared/contracts/marketplace-settings';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { useAcceptTerms } from '../hooks/use-marketplace-settings';
import { type HeadingLevel, SettingsGroup } from './settings-group';

/** Where each open step is done (the terms are accepted right here). */
const ACTION_LINKS: Record<Exclude<OnboardingStep, 'termsAccepted'>, string> = {
  profileCompleted: '/settings?tab=creator-profile',
  stripeConnected: '/creator/onboarding',
  payoutMethodSetup: '/creator/onboarding',
  firstRecipePublished: '/marketplace/publish',
};

/**
 * The onboarding checklist (platform.md §3 Marketplace settings: onboarding), as the server
 * computed it from the account's real state: each step done, or a link to where it is done.
 */
export function OnboardingChecklist({
  settings,
  level,
}: {
  settings: MarketplaceSettings;
  level: HeadingLevel;
}) {
  const t = useT('marketplace-settings');
  const format = useFormat();
  const accept = useAcceptTerms();
  const done = ONBOARDING_STEPS.filter((step) => settings.onboarding[step]).length;
  const total = ONBOARDING_STEPS.length;

  return (
    <SettingsGroup
      title={t('onboarding.title')}
      description={t('onboarding.description')}
      level={level}
      aside={
        <p className="shrink-0 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
          {t('onboarding.progress', { done, total })}
        </p>
      }
    >
      <div
        role="progressbar"
        aria-label={t('onboarding.title')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('onboarding.progress', { done, total })}
        className="mb-4 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-success transition-[width]"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {ONBOARDING_STEPS.map((step) => {
          const isDone = settings.onboarding[step];
          return (
            <li
              key={step}
              data-done={isDone}
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                {isDone ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                ) : (
                  <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                )}
                <div className="min-w-0">
                  <p className="text-sm font-medium text-foreground">
                    {t(`onboarding.${step}.label`)}
                    <span className="sr-only">
                      {' '}
                      ({isDone ? t('onboarding.done') : t('onboarding.notDone')})
                    </span>
                  </p>
                  <p className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
                    {step === 'termsAccepted' && isDone && settings.termsAcceptedAt
                      ? t('onboarding.termsAccepted.acceptedOn', {
                          date: format.date(settings.termsAcceptedAt),
                        })
                      : t(`onboarding.${step}.description`)}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2 pl-8 sm:pl-0">
                {isDone ? (
                  <span aria-hidden="true" className="text-xs font-medium text-success">
                    {t('onboarding.done')}
                  </span>
                ) : step === 'termsAccepted' ? (
                  <>
                    <Link to="/terms" className={buttonClasses('ghost', 'sm')}>
                      {t('onboarding.termsAccepted.read')}
                    </Link>
                    <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(undefined)}>
                      {accept.isPending && <Spinner className="size-4 text-primary-foreground" />}
                      {accept.isPending
                        ? t('onboarding.termsAccepted.accepting')
                        : t('onboarding.termsAccepted.action')}
                    </Button>
                  </>
                ) : (
                  <Link to={ACTION_LINKS[step]} className={buttonClasses('secondary', 'sm')}>
                    {t(`onboarding.${step}.action`)}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {accept.isError && (
        <Alert tone="danger" className="mt-4">
          {t('onboarding.termsAccepted.failed')}
        </Alert>
      )}
    </SettingsGroup>
  );
}
