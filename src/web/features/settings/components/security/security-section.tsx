import { useSession } from '@web/lib/auth/session';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { SignOutAll } from './sign-out-all';
import { TwoFactorSetting } from './two-factor-setting';

/** Security and Privacy (platform.md §2 Settings). */
export function SecuritySection() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-4">
      {user.hasPassword && <ChangePasswordForm />}
      <TwoFactorSetting enabled={user.twoFactorEnabled} hasPassword={user.hasPassword} />
      <SignOutAll />
      <DangerZone hasPassword={user.hasPassword} />
    </div>
  );
}
