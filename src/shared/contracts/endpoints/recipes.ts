import type { SignedOutKey } from '../../errors/error-table';
import { defineEndpoint } from '../endpoint';
import {
  createRecipeSchema,
  generateRecipeSchema,
  recipeIdParams,
  recipeListQuery,
  recipePageSchema,
  recipeSchema,
  recipeSearchResponseSchema,
  saveFromMessageSchema,
  searchQuery,
  updateRecipeSchema,
} from '../recipes';

/**
 * The gallery's recipes (platform.md §2 Gallery, Recipe Manager; chat-assistant.md §3 Saved
 * recipe): list, create, search, read, update, delete, save from chat and generate. Downloads,
 * export, import and covers are in recipe-files.ts.
 */

/** A PATCH that only sets the folder is a move (Move to folder): the spec has its own words for it. */
export function signedOutToUpdate(body: unknown): SignedOutKey {
  const move = !!body && typeof body === 'object' && Object.keys(body).length === 1 && 'folderId' in body;
  return move ? 'auth.signInToMoveRecipes' : 'auth.signInRequired';
}

export const recipeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/recipes',
    access: 'verified',
    tag: 'Recipes',
    summary: "A page of the user's recipes, newest first (keyset paged; filter by text or folder)",
    query: recipeListQuery,
    response: { kind: 'json', schema: recipePageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/recipes',
    access: 'verified',
    tag: 'Recipes',
    summary: 'Create a recipe typed in by hand; tags (when none given) and a cover follow in the background',
    body: createRecipeSchema,
    response: { kind: 'json', schema: recipeSchema, status: 201 },
    // The folder named by folderId.
    errors: ['NOT_FOUND'],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/search',
    access: 'verified',
    tag: 'Recipes',
    summary: "Search the user's recipes by title, tag, description and content (top 10)",
    query: searchQuery,
    response: { kind: 'json', schema: recipeSearchResponseSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:id',
    access: 'verified',
    tag: 'Recipes',
    summary: 'One of the user’s recipes',
    params: recipeIdParams,
    owns: 'recipe',
    response: { kind: 'json', schema: recipeSchema },
    errors: ['NOT_FOUND'],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/recipes/:id',
    access: 'verified',
    tag: 'Recipes',
    summary: 'Edit a recipe, or move it to a folder (only `folderId`)',
    signedOutKey: signedOutToUpdate,
    params: recipeIdParams,
    owns: 'recipe',
    body: updateRecipeSchema,
    response: { kind: 'json', schema: recipeSchema },
    // The recipe, or the folder it is moved to.
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/recipes/:id',
    access: 'verified',
    tag: 'Recipes',
    summary: 'Delete a recipe and its cover',
    params: recipeIdParams,
    owns: 'recipe',
    response: { kind: 'empty' },
    errors: ['NOT_FOUND'],
  }),
  saveFromMessage: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/from-message',
    access: 'verified',
    tag: 'Recipes',
    summary:
      'Save a finished chat answer as a recipe (201); saving the same answer again answers the recipe it made (200)',
    body: saveFromMessageSchema,
    response: { kind: 'json', schema: recipeSchema, status: 201 },
    // NOT_FOUND: the message; PAYLOAD_TOO_LARGE: an answer longer than a recipe may be.
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/generate',
    access: 'verified',
    tag: 'Recipes',
    summary:
      'Write a recipe with the chat’s model from the Recipe Manager form and save it; counts as a generation unless the x-gemini-api-key header carries the user’s own key',
    signedOutKey: 'auth.signInToGenerateRecipes',
    body: generateRecipeSchema,
    response: { kind: 'json', schema: recipeSchema, status: 201 },
    // The allowance, an over-long reply, and the model's failures (NOT_READY: no usable model).
    errors: ['LIMIT_REACHED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED', 'NOT_READY'],
  }),
};
