import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { chatApi } from '../api/chat-api';
import { useT } from '@web/lib/i18n';

/** 'Generations Used n/3' for anonymous visitors and the Free plan (chat-assistant.md §6). */
export function UsageBadge({ scope }: { scope: string }) {
  const t = useT('chat');
  const { data } = useQuery({
    queryKey: queryKeys.usage.scope(scope),
    queryFn: chatApi.usage,
    staleTime: 30_000,
  });
  if (!data || data.plan === 'standard' || data.limit === null) return null;
  return (
    <p data-testid="usage-badge" className="shrink-0 tabular-nums text-muted-foreground">
      {t('usage.generations', { used: Math.min(data.used, data.limit), limit: data.limit })}
    </p>
  );
}
