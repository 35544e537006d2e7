import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { subscribeUserEvents } from '@web/lib/user-events';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Live updates of the user's recipes from GET /api/events: saves, edits in another tab, and the
 * background jobs that add tags and the cover after a save. Lists and open recipes refetch;
 * a job's partial failure arrives as `recipe.notice` and is shown as an info toast. Mounted once,
 * app-wide, by the sidebar layout, so a notice reaches the user on whatever screen they are.
 */
export function useRecipeEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeUserEvents((event) => {
      if (!event.type.startsWith('recipe.') && event.type !== 'folders.changed') return;
      if (event.type === 'recipe.notice') {
        toast.info(event.message);
        return;
      }
      // Any recipe change can move folder counts (create, delete, move), so folders refetch too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.folders });
      if (event.type !== 'folders.changed') void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() });
    });
  }, [enabled, queryClient]);
}
