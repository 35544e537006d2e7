import { useSession } from '@web/lib/auth/session';
import { MetricsDashboardView } from './metrics-dashboard-view';
import { SignedOutPrompt } from './signed-out-prompt';

/** /metrics: the signed-in, verified user's own generations (the guard checks the e-mail). */
export function MyMetricsPage() {
  const { user } = useSession();
  if (!user) return <SignedOutPrompt />;
  return <MetricsDashboardView scope="own" />;
}
