import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { lazyToast as toast } from '@web/lib/lazy-toast';
import { sendVerificationEmail } from '../api/auth-api';

/** 'Resend Verification Email' with the spec's toasts for success and failure. */
export function ResendVerificationButton({ email, className }: { email: string; className?: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const resend = async () => {
    setPending(true);
    try {
      await sendVerificationEmail(email);
      toast.success(t('guards.verify.sent'));
    } catch {
      toast.error(t('guards.verify.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button className={className} onClick={() => void resend()} disabled={pending}>
      {pending ? t('guards.verify.resending') : t('guards.verify.resend')}
    </Button>
  );
}
