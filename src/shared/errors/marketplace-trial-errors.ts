import type { ErrorEntries } from './error-entry';

/**
 * Refusals of try-before-you-buy (issue 20 §10): a visitor's one run of a paid listing on their
 * own input, and the creator's sample runs (at most three public).
 */
export const MARKETPLACE_TRIAL_ERRORS = {
  'trial.alreadyUsed': {
    code: 'CONFLICT',
    text: 'You have already used your free try of this recipe.',
  },
  'trial.ownListing': {
    code: 'CONFLICT',
    text: 'This is your own recipe: run it from your sample runs instead.',
  },
  'trial.alreadyOwned': { code: 'CONFLICT', text: 'You own this recipe already: use it in full.' },
  'trial.freeListing': {
    code: 'BAD_REQUEST',
    text: 'This recipe is free: get it instead of trying it.',
  },
  'trial.notPublished': { code: 'CONFLICT', text: 'Only a published recipe can be tried.' },
  'trial.runNotFound': { code: 'NOT_FOUND', text: 'Sample run not found' },
  'trial.samplesFull': {
    code: 'CONFLICT',
    text: 'Three sample runs are public already: make one private first.',
  },
  'trial.runNotFinished': {
    code: 'CONFLICT',
    text: 'Only a run that finished can be shown as a sample.',
  },
} as const satisfies ErrorEntries;
