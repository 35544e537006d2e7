import { OfflineBadge } from '@web/components/offline-badge';
import { useStartupStatus } from '@web/features/startup/startup-context';
import { useCopy } from '../hooks/use-copy';
import { Container } from './layout-parts';

/**
 * Under the public site's header while there is no connection: what still works (reading) and
 * what does not (signing in, the chat, forms). The live region stays mounted so the change is
 * announced.
 */
export function PublicOfflineNotice() {
  const { offline } = useStartupStatus();
  const { c } = useCopy();
  return (
    <div role="status" data-testid="public-offline-notice">
      {offline && (
        <div className="border-b border-border bg-muted/60">
          <Container className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5 text-sm text-foreground/85 sm:flex-nowrap">
            <OfflineBadge />
            <p className="min-w-0">{c.offline.notice}</p>
          </Container>
        </div>
      )}
    </div>
  );
}
