import { marketplaceTrialEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-trial';
import { type RunEvent, runEventSchema } from '@shared/contracts/marketplace-trial';
import { callEndpoint, fetchEndpoint } from '@web/lib/api/call-endpoint';
import { createEventStreamParser } from '@web/lib/api/event-stream-parser';

/**
 * Try before you buy (shared/contracts/endpoints/marketplace-trial.ts). A run answers with its
 * events in the body of the POST; errors before it starts are ApiRequestError with the server's
 * words. Query keys: lib/query-keys.ts `marketplace.trial`, `.samples`, `.runs`.
 */
export const trialApi = {
  mine: (listingId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.myTrial, { params: { id: listingId } }, { signal }),
  samples: (listingId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.samples, { params: { id: listingId } }, { signal }),
  runs: (listingId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.listRuns, { params: { id: listingId } }, { signal }),
  setPublic: (listingId: string, runId: string, isPublic: boolean) =>
    callEndpoint(endpoints.setRunVisibility, { params: { id: listingId, runId }, body: { isPublic } }),
};

const decode = (data: string): RunEvent | null => {
  try {
    const parsed = runEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Starts a run (a visitor's try, or the creator's sample run) and hands each event to `onEvent`
 * as it arrives. Resolves when the stream ends; abort `signal` to stop the run.
 */
export async function streamRun(
  kind: 'trial' | 'creator',
  listingId: string,
  input: string,
  onEvent: (event: RunEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const definition = kind === 'trial' ? endpoints.tryListing : endpoints.runListing;
  const response = await fetchEndpoint(
    definition,
    { params: { id: listingId }, body: { input } },
    { signal, acceptStream: true },
  );
  const parser = createEventStreamParser(decode);
  if (!response.body) {
    for (const event of [...parser.feed(await response.text()), ...parser.end()]) onEvent(event);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.feed(value)) onEvent(event);
    }
    for (const event of parser.end()) onEvent(event);
  } finally {
    reader.releaseLock();
  }
}
