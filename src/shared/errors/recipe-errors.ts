import type { ErrorEntries } from './error-entry';

/** Refusals of the gallery, folders, saving, generating, importing and covers. */
export const RECIPE_ERRORS = {
  'recipe.notFound': { code: 'NOT_FOUND', text: 'Recipe not found' },
  'recipe.folderNotFound': { code: 'NOT_FOUND', text: 'Folder not found' },
  'recipe.messageNotFound': { code: 'NOT_FOUND', text: 'Message not found' },
  'recipe.notARecipe': {
    code: 'VALIDATION_ERROR',
    text: 'This message is not a finished recipe, so it cannot be saved.',
  },
  'recipe.contentTooLong': {
    code: 'PAYLOAD_TOO_LARGE',
    text: 'Recipe content is too long: keep it under {{max}} characters.',
  },
  'recipe.noImage': { code: 'NOT_FOUND', text: 'This recipe has no image yet.' },
  'recipe.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'recipe.generateFailed': { code: 'INTERNAL', text: 'Failed to generate recipe' },
  'import.noFile': { code: 'VALIDATION_ERROR', text: 'Choose a file to import.' },
  'import.emptyFile': { code: 'VALIDATION_ERROR', text: 'This file is empty.' },
  'import.wrongType': { code: 'VALIDATION_ERROR', text: 'Only .md, .json and .zip files can be imported.' },
  'import.tooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    text: 'This file is too large to import: the limit is {{megabytes}} MB.',
  },
  'import.tooMany': { code: 'VALIDATION_ERROR', text: 'A file can hold at most {{max}} recipes.' },
  'import.malformedJson': { code: 'MALFORMED_JSON', text: '{{file}} is not valid JSON: {{detail}}' },
  'import.notUtf8': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} is not a UTF-8 text file.',
  },
  'import.noContent': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} has no recipe content.',
  },
  'import.notRecipeLike': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} has no recipe title, goal or steps. Export a recipe as Markdown and import that.',
  },
  'import.missingTitleOrContent': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} needs a "title" and a "content" text for every recipe.',
  },
  'import.noRecipes': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} holds no recipes.',
  },
  'import.manifestOnly': {
    code: 'VALIDATION_ERROR',
    text: 'This file is not a recipe: {{file}} is an export manifest without recipe content: import the whole .zip export.',
  },
  'import.zipWithoutRecipes': {
    code: 'VALIDATION_ERROR',
    text: 'This zip file holds no recipes: it has no .md files.',
  },
  'import.badZip': {
    code: 'VALIDATION_ERROR',
    text: 'This .zip file could not be read: it is damaged or not a zip file.',
  },
  /** An entry that breaks a recipe rule: `problem` is the contract's message for it. */
  'import.invalidEntry': { code: 'VALIDATION_ERROR', text: '{{source}}: {{problem}}' },
  'import.invalidEntryField': { code: 'VALIDATION_ERROR', text: '{{source}}: {{field}}: {{problem}}' },
  'import.dateTooEarly': {
    code: 'VALIDATION_ERROR',
    text: '{{source}}: createdAt: This date is too far in the past to be stored (the earliest is 24 November 4714 BC).',
  },
} as const satisfies ErrorEntries;
