import { useClientConfig } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { FlaskConical } from 'lucide-react';

/** Says that the local test provider is in use (no real money); nothing with a real provider. */
export function TestModeNote() {
  const t = useT('creator-onboarding');
  const { payments } = useClientConfig();
  if (payments !== 'local') return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning-muted px-4 py-3 text-sm text-foreground"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-semibold tracking-wide text-warning uppercase">{t('page.testMode')}</p>
        <p className="text-foreground/85">{t('page.testModeNote')}</p>
      </div>
    </div>
  );
}
