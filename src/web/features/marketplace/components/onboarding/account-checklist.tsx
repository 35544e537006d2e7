import type { PaymentAccountStatusResponse } from '@shared/contracts/marketplace-publish';
import { useT } from '@web/lib/i18n';
import { CircleCheck, CircleDashed } from 'lucide-react';

/** platform.md §3 Payment account status as a checklist: each step done or not yet, said in words too. */
export function AccountChecklist({ status }: { status: PaymentAccountStatusResponse }) {
  const t = useT('creator-onboarding');
  const steps = [
    { key: 'hasAccount', label: t('checklist.hasAccount'), done: status.hasAccount },
    {
      key: 'onboardingCompleted',
      label: t('checklist.onboardingCompleted'),
      done: status.onboardingCompleted,
    },
    { key: 'payoutEnabled', label: t('checklist.payoutEnabled'), done: status.payoutEnabled },
  ];
  return (
    <ul aria-label={t('checklist.label')} className="divide-y divide-border rounded-xl border border-border">
      {steps.map((step) => (
        <li key={step.key} className="flex items-center gap-3 px-4 py-3" data-done={step.done}>
          {step.done ? (
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          ) : (
            <CircleDashed aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          )}
          <span className="min-w-0 flex-1 text-sm font-medium text-foreground">{step.label}</span>
          <span
            className={`shrink-0 text-xs font-medium ${step.done ? 'text-success' : 'text-muted-foreground'}`}
          >
            {step.done ? t('checklist.done') : t('checklist.notDone')}
          </span>
        </li>
      ))}
    </ul>
  );
}
