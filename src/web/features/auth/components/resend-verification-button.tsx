import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { lazyToast as toast } from '@web/lib/lazy-toast';
import { sendVerificationEmail } from '../api/resend-verification';

/**
 * 'Resend Verification Email' with the spec's toasts for success and failure; when the server
 * refuses for asking too often, its message says how long to wait (retrying sooner cannot help).
 */
export function ResendVerificationButton({ email, className }: { email: string; className?: string }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const resend = async () => {
    setPending(true);
    try {
      await sendVerificationEmail(email);
      toast.success(t('guards.verify.sent'));
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.code === 'RATE_LIMITED'
          ? error.message
          : t('guards.verify.failed'),
      );
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
