import { defineEndpoint } from '../endpoint';
import { readingStateSchema, readingSubjectParams, updateReadingStateSchema } from '../presenter';

/** A reader's progress and pin on one recipe (contracts/presenter.ts; issue 24). */
export const readingStateEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/reading-states/:kind/:id',
    access: 'signed-in',
    tag: 'Recipes',
    summary:
      "The items the user ticked complete in a recipe, saved recipe, chat reply or owned listing, and whether they pinned it (empty and unpinned until changed). Another user's subject answers 404",
    params: readingSubjectParams,
    owns: 'recipe',
    response: { kind: 'json', schema: readingStateSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/reading-states/:kind/:id',
    access: 'signed-in',
    tag: 'Recipes',
    summary: 'Replace the ticked items and/or the pin of one subject; the fields left out stay',
    params: readingSubjectParams,
    owns: 'recipe',
    body: updateReadingStateSchema,
    response: { kind: 'json', schema: readingStateSchema },
  }),
};
