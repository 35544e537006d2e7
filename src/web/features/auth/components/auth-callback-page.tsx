import { buttonClasses } from '@web/components/ui/button';
import { refreshSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authCodeMessageKey } from '../lib/auth-errors';
import {
  AUTH_REDIRECT_CLEAR_DELAY_MS,
  clearRedirectKeys,
  readRedirectDestination,
} from '../lib/auth-redirect';
import { AUTH_MESSAGE_TYPE, type PopupMessage } from '../lib/google-sign-in';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthErrorDisplay } from './auth-error-display';
import { AuthLoading } from './auth-loading';

function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    // Reading the opener's origin throws when it is another site: then it is not ours to tell.
    if (opener && !opener.closed && opener.location.origin === window.location.origin) return opener;
  } catch {
    return null;
  }
  return null;
}

/**
 * /auth, where Google sign-in comes back, and the spec's sign-in destination for links in the app
 * (platform.md §2: the gallery's prompt, the marketplace's Message button). Those links carry the
 * page they came from as `from` in the navigation state, which a redirect back from Google never
 * has: such a visit goes on to /sign-in with the same state, so the visitor returns afterwards.
 */
export function AuthCallbackPage() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (from) return <Navigate to="/sign-in" replace state={location.state} />;
  return <AuthCallback />;
}

/**
 * The callback itself. In the popup (?popup=1) it tells the opening window
 * the outcome and closes; after a full-page redirect it goes on to the destination kept under
 * auth_redirect_destination (default /chat) and clears the auth redirect keys after 1 second.
 */
function AuthCallback() {
  const t = useT();
  useDocumentTitle(t('auth.callback.documentTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = params.get('error');
  const popupMode = params.get('popup') === '1';
  const [popupDone, setPopupDone] = useState(false);

  useEffect(() => {
    if (popupMode) {
      const opener = sameOriginOpener();
      if (opener) {
        const message: PopupMessage = { type: AUTH_MESSAGE_TYPE, ok: !error, error: error ?? undefined };
        opener.postMessage(message, window.location.origin);
        window.close();
        // Some browsers refuse to close windows; say so instead of leaving a blank page.
        setPopupDone(true);
        return;
      }
    }
    let cancelled = false;
    const destination = readRedirectDestination();
    if (!error) void refreshSession(queryClient).catch(() => null);
    const timer = setTimeout(() => {
      clearRedirectKeys();
      if (!cancelled && !error) void navigate(destination, { replace: true });
    }, AUTH_REDIRECT_CLEAR_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [popupMode, error, navigate, queryClient]);

  if (popupDone) return <AuthLoading label={t('auth.callback.popupDone')} />;

  if (error) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="danger">
            <CircleAlert />
          </AuthIcon>
        }
        heading={t('auth.callback.failedHeading')}
      >
        <AuthErrorDisplay message={t(authCodeMessageKey(error))} code={error} />
        <Link to="/sign-in" className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
          {t('auth.callback.tryAgain')}
        </Link>
      </AuthCard>
    );
  }

  return <AuthLoading label={t('auth.callback.completing')} />;
}
