import { UI_TIMINGS } from '@shared/constants';
import { useSession } from '@web/lib/auth/session';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { afterSignInClaims, DEFAULT_AFTER_SIGN_IN } from '../lib/auth-redirect';
import { AuthLoading } from './auth-loading';

/**
 * The auth-page wrapper (platform.md §2): 'Loading...' while the session loads; a signed-in user
 * is sent to /chat, replacing the entry, after 500 ms.
 */
export function AuthPageShell({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const signedIn = Boolean(user);
  // Taken when the page opens: a send-on by this page's own form, after it, wins over the fallback.
  const mark = useRef(afterSignInClaims());

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      if (afterSignInClaims() === mark.current) void navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
    }, UI_TIMINGS.authSettleMs);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  if (isPending || signedIn) return <AuthLoading />;
  return children;
}
