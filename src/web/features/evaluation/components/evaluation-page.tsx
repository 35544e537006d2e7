import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { type ReactNode, useCallback, useState } from 'react';
import { useEvaluationAccess, useSessionLost } from '../hooks/use-evaluation-access';
import { SessionLostContext } from '../hooks/use-session-watch';
import { AccessBanner } from './access-banner';
import { AccessGate } from './access-gate';
import { EvaluationDashboard } from './evaluation-dashboard';

/**
 * /internal/evaluation (platform.md §2 "Evaluation dashboard"; issue 22 items 2–3). The server
 * says who the caller is to the harness: nobody sees the gate ('Restricted Access'), an admin or
 * a code's session the red banner with its role and Logout, then the dashboard. A session that
 * ends under the dashboard (24 hours, or a logout elsewhere) brings the gate back with
 * 'Authentication Required'.
 */
export function EvaluationPage() {
  const t = useT('evaluation');
  useDocumentTitle(`${t('page.title')} · Recipe Forge`);
  const access = useEvaluationAccess();
  const resetSession = useSessionLost();
  const [sessionEnded, setSessionEnded] = useState(false);
  const lost = useCallback(() => {
    setSessionEnded(true);
    resetSession();
  }, [resetSession]);

  if (access.isPending)
    return (
      <Shell>
        <div
          role="status"
          className="flex items-center justify-center gap-3 py-24 text-sm text-muted-foreground"
        >
          <Spinner />
          {t('page.checking')}
        </div>
      </Shell>
    );

  if (access.isError && !access.data)
    return (
      <Shell>
        <Alert
          tone="danger"
          title={t('page.accessFailed')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void access.refetch()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {t('page.accessFailedBody')}
        </Alert>
      </Shell>
    );

  if (!access.data.authorized || !access.data.role)
    return (
      <Shell>
        <AccessGate sessionEnded={sessionEnded} onEntered={() => setSessionEnded(false)} />
      </Shell>
    );

  return (
    <SessionLostContext.Provider value={lost}>
      <div className="flex min-h-full flex-col">
        <AccessBanner access={access.data} />
        <Shell>
          <EvaluationDashboard />
        </Shell>
      </div>
    </SessionLostContext.Provider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
  );
}
