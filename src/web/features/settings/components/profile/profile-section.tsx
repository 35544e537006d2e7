import { FormField } from '@web/components/ui/form-field';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { SettingBlock } from '../security/setting-block';
import { DisplayNameForm } from './display-name-form';
import { PhotoSetting } from './photo-setting';

/**
 * Profile (platform.md §2 Settings, §8 "Profile and account"): the photo and the display name,
 * each saved on its own with a 3 s banner, and the e-mail, shown but not editable.
 */
export function ProfileSection() {
  const t = useT('settings-profile');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-4">
      <PhotoSetting user={user} />
      <SettingBlock title={t('details.title')}>
        <div className="flex flex-col gap-5">
          <DisplayNameForm user={user} />
          <FormField
            label={t('email.label')}
            type="email"
            value={user.email}
            readOnly
            aria-readonly="true"
            hint={t('email.readOnly')}
            inputClassName="bg-muted/50 text-muted-foreground"
          />
        </div>
      </SettingBlock>
    </div>
  );
}
