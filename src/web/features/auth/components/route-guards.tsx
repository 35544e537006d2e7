import { UI_TIMINGS } from '@shared/constants';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { browser } from '@web/lib/browser';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, House, MailWarning, RefreshCw, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthLoading } from './auth-loading';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * Browser-side mirrors of the server's guards (platform.md §2). The server refuses every API
 * call anyway; these decide what the page shows.
 */

/** Signed-in pages: without a session, wait 500 ms for auth to settle, then go to /sign-in. */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  const [settled, setSettled] = useState(false);
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (!signedOut) {
      setSettled(false);
      return;
    }
    const timer = setTimeout(() => setSettled(true), UI_TIMINGS.authSettleMs);
    return () => clearTimeout(timer);
  }, [signedOut]);

  if (user) return children;
  if (signedOut && settled) return <Navigate to="/sign-in" replace state={{ from: location }} />;
  return <AuthLoading />;
}

/** Pages that also need a verified e-mail: unverified users get the verification screen. */
export function VerifiedGuard({ children }: { children: ReactNode }) {
  return (
    <SignedInGuard>
      <RequireVerified>{children}</RequireVerified>
    </SignedInGuard>
  );
}

/**
 * Verified pages that show signed-out visitors a prompt of their own (the gallery, platform.md §2)
 * rather than sending them to /sign-in; signed-in users still need a verified e-mail.
 */
export function VerifiedOrPromptGuard({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  if (user) return <RequireVerified>{children}</RequireVerified>;
  if (isPending) return <AuthLoading />;
  return children;
}

function RequireVerified({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.emailVerified) return children;
  return <VerifyEmailRequired email={user?.email ?? ''} />;
}

function VerifyEmailRequired({ email }: { email: string }) {
  const t = useT();
  useDocumentTitle(`${t('guards.verify.heading')} · ${t('app.name')}`);
  return (
    <AuthCard
      icon={
        <AuthIcon>
          <MailWarning />
        </AuthIcon>
      }
      heading={t('guards.verify.heading')}
      subheading={t('guards.verify.body')}
    >
      <p className="text-center text-sm text-muted-foreground">
        {t('guards.verify.sentToPrefix')}{' '}
        <strong className="font-semibold break-all text-foreground">{email}</strong>.{' '}
        {t('guards.verify.sentToSuffix')}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <ResendVerificationButton email={email} className="w-full" />
        <Button variant="secondary" className="w-full" onClick={() => browser.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('guards.verify.refresh')}
        </Button>
      </div>
    </AuthCard>
  );
}

/** Admin pages: the server decides who is an admin (ADMIN_EMAILS); others see Access Denied. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <SignedInGuard>
      <RequireAdmin>{children}</RequireAdmin>
    </SignedInGuard>
  );
}

function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.isAdmin) return children;
  return <AccessDenied />;
}

function AccessDenied() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(`${t('guards.admin.heading')} · ${t('app.name')}`);
  return (
    <AuthCard
      icon={
        <AuthIcon tone="danger">
          <ShieldAlert />
        </AuthIcon>
      }
      heading={t('guards.admin.heading')}
      subheading={t('guards.admin.body')}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" className="flex-1" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          {t('guards.admin.back')}
        </Button>
        <Link to="/" className={buttonClasses('primary', 'md', 'flex-1')}>
          <House aria-hidden="true" />
          {t('guards.admin.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
