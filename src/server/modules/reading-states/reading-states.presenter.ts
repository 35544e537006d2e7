import { EMPTY_READING_STATE, type ReadingState } from '@shared/contracts/presenter';
import type { ReadingStateRow } from './reading-states.queries';

/** A stored row as the API answers it; no row reads as nothing ticked, unpinned. */
export const presentReadingState = (row: ReadingStateRow | undefined): ReadingState =>
  row
    ? { completed: row.completed, pinned: row.pinnedAt !== null, updatedAt: row.updatedAt.toISOString() }
    : EMPTY_READING_STATE;
