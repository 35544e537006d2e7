import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useCreatorProfileSettings, useCreatorStatus } from '../../hooks/use-creator-profile';
import { BecomeCreatorPitch } from './become-creator-pitch';
import { CreatorProfileForm } from './creator-profile-form';

/**
 * Settings: Creator Profile (platform.md §2 Settings "Creator Profile", §4 Creator flag). A
 * non-creator sees the 'Become a Creator' pitch; a creator edits their public profile.
 */
export function CreatorProfileSection() {
  const t = useT('creator-profile');
  const status = useCreatorStatus();
  const isCreator = status.data?.isCreator === true;
  const profile = useCreatorProfileSettings(isCreator);
  const [welcome, setWelcome] = useState(false);

  if (status.isPending || (isCreator && profile.isPending))
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner className="size-5" />
        {t('loading')}
      </div>
    );
  const failed = status.isError ? status : profile.isError ? profile : null;
  if (failed)
    return (
      <Alert tone="danger" title={t('loadFailed')}>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void failed.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!isCreator || !profile.data) return <BecomeCreatorPitch onBecame={() => setWelcome(true)} />;
  return (
    <div className="flex flex-col gap-4">
      {welcome && (
        <Alert tone="success" dismiss={{ label: t('form.dismiss'), onDismiss: () => setWelcome(false) }}>
          {t('pitch.welcome')}
        </Alert>
      )}
      <CreatorProfileForm profile={profile.data} />
    </div>
  );
}
