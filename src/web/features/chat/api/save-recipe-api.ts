import type { Recipe } from '@shared/contracts/recipes';
import { recipeEndpoints } from '@shared/contracts/endpoints/recipes';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * Saving an assistant reply as a recipe (chat-assistant.md §5 "Saving"): POST
 * /api/recipes/from-message. The chat calls it itself because features do not import each other;
 * the server reads the message it owns, so only the id is sent. Tags and the cover follow later
 * from background jobs.
 */
export function saveRecipeFromMessage(messageId: string): Promise<Recipe> {
  return callEndpoint(recipeEndpoints.saveFromMessage, { body: { messageId } });
}
