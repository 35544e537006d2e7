/** What is published: a gallery recipe, or a finished chat reply (the chat's "Save, with a price"). */
export type PublishSource = { recipeId: string } | { messageId: string };
