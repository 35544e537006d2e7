import type { ReadingState, ReadingSubject, updateReadingStateSchema } from '@shared/contracts/presenter';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import { authorizeSubject } from './reading-subjects';
import { presentReadingState } from './reading-states.presenter';
import { findReadingState, upsertReadingState } from './reading-states.queries';

type ReadingStateUpdate = z.output<typeof updateReadingStateSchema>;

/**
 * A reader's ticks and pin on one subject (contracts/presenter.ts). Every call first checks the
 * reader may read the subject (reading-subjects.ts), so a state is never kept on, nor read from,
 * something that is not theirs to read.
 */
export function readingStatesService(db: Db) {
  return {
    async get(actor: Actor & { id: string }, subject: ReadingSubject): Promise<ReadingState> {
      await authorizeSubject(db, actor, subject);
      return presentReadingState(await findReadingState(db, actor.id, subject));
    },

    async update(
      actor: Actor & { id: string },
      subject: ReadingSubject,
      change: ReadingStateUpdate,
    ): Promise<ReadingState> {
      // Pins are what the gallery shows on its cards: only a saved recipe has one. Unpinning
      // anything is harmless (nothing else is ever pinned), so only a pin is refused.
      if (change.pinned === true && subject.kind !== 'recipe')
        throw new AppError('reading.pinRecipesOnly');
      await authorizeSubject(db, actor, subject);
      return presentReadingState(await upsertReadingState(db, actor.id, subject, change));
    },
  };
}
