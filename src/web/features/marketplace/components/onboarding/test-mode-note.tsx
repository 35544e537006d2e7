import { useClientConfig } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { TestModeBanner } from '@web/components/test-mode-banner';

/** Says that the local test provider is in use (no real money); nothing with a real provider. */
export function TestModeNote() {
  const t = useT('creator-onboarding');
  const { payments } = useClientConfig();
  if (payments !== 'local') return null;
  return <TestModeBanner title={t('page.testMode')} note={t('page.testModeNote')} />;
}
