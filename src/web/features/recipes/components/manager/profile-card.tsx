import type { Usage } from '@shared/contracts/chat';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { RefreshCw } from 'lucide-react';
import { useT } from '@web/lib/i18n';

const badge =
  'rounded-full border border-border bg-muted/60 px-3 py-1 font-medium tabular-nums text-foreground/85';

/**
 * The Recipe Manager's profile card: who is signed in (GET /api/me, via the session), the plan and
 * 'Generations Used n/3' (GET /api/usage) and how many recipes they keep. 'Profile Error' with Retry
 * when either answer fails (platform.md §2, §8 'Failed to initialize user profile').
 */
export function ProfileCard({ recipeCount }: { recipeCount: number | null }) {
  const t = useT('recipes');
  const session = useSession();
  const usage = useQuery({
    queryKey: queryKeys.usage.scope('recipe-manager'),
    queryFn: ({ signal }) => getJson<Usage>('/api/usage', { signal }),
    staleTime: 30_000,
  });

  if (session.isError || usage.isError) {
    return (
      <Card className="p-5" data-testid="profile-card">
        <Alert tone="danger" title={t('manager.profile.errorTitle')}>
          <p>{t('manager.profile.errorBody')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              if (session.isError) void session.refetch();
              void usage.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" />
            {t('manager.profile.retry')}
          </Button>
        </Alert>
      </Card>
    );
  }

  const user = session.user;
  const name = user?.displayName || user?.email.split('@')[0] || '';
  const data = usage.data;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center" data-testid="profile-card">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {user?.photoURL ? (
          <img src={user.photoURL} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {(name[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-foreground">{name}</h2>
          <p className="truncate text-sm text-muted-foreground">{user?.email}</p>
        </div>
      </div>
      <ul aria-label={t('manager.profile.title')} className="flex flex-wrap gap-2 text-xs">
        {data && <li className={badge}>{t(`manager.profile.plan.${data.plan}`)}</li>}
        {data && (
          <li className={badge} data-testid="profile-usage">
            {data.limit === null
              ? t('manager.profile.unlimited')
              : t('manager.profile.generations', {
                  used: Math.min(data.used, data.limit),
                  limit: data.limit,
                })}
          </li>
        )}
        {recipeCount !== null && (
          <li className={badge}>{t('manager.profile.recipes', { count: recipeCount })}</li>
        )}
      </ul>
    </Card>
  );
}
