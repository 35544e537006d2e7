import { useRecipeEvents } from '@web/features/recipes/hooks/use-recipe-events';
import { useSession } from '@web/lib/auth/session';

/**
 * Live recipe updates for the whole signed-in app: lists and open recipes refresh when a save's
 * tags and cover arrive, and a background job's partial failure shows as an info toast on
 * whatever screen the user is (chat-assistant.md §8: partial post-save failures give info toasts).
 */
export function RecipeLiveUpdates() {
  const { user } = useSession();
  useRecipeEvents(!!user);
  return null;
}
