import type { ListingRun, SampleRun } from '@shared/contracts/marketplace-trial';
import { isErrorKey } from '@shared/errors/error-table';
import type { ListingRunRow } from './listing-runs.queries';

/** A run as its runner sees it. Its output has passed the leak guard before it was stored. */
export function presentRun(row: ListingRunRow): ListingRun {
  return {
    id: row.id,
    listingId: row.listingId,
    kind: row.kind,
    input: row.input,
    output: row.output,
    status: row.status,
    errorKey: row.errorKey && isErrorKey(row.errorKey) ? row.errorKey : null,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A public sample: the input and the result, nothing about who ran it or when it failed. */
export function presentSample(row: ListingRunRow): SampleRun {
  return { id: row.id, input: row.input, output: row.output, createdAt: row.createdAt.toISOString() };
}
